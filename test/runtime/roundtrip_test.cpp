// Round trips of described types through serialize and deserialize: every
// built-in type under every setting reads back equal and writes the same text.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <array>
#include <chrono>
#include <cstdint>
#include <deque>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <unordered_set>
#include <utility>
#include <variant>
#include <vector>

namespace shop {
enum class Status { pending, shipped };
TIDYJSON_ENUM(Status, pending, shipped)

struct Line {
  std::string sku;
  int qty = 0;
  tidyjson::decimal unit_price;
  friend bool operator==(const Line&, const Line&) = default;
};
TIDYJSON_TYPE(Line, sku, qty, unit_price)

struct Order {
  std::string customer;
  Status status = Status::pending;
  std::vector<Line> lines;
  std::optional<std::string> notes;
  friend bool operator==(const Order&, const Order&) = default;
};
TIDYJSON_TYPE(Order, customer, status, lines, notes)
}  // namespace shop

TEST(RoundTrip, OrderWithDefaults) {
  const shop::Order order{"Acme", shop::Status::shipped, {{"A-1", 2, tidyjson::decimal(1250, 2)}}, std::nullopt};
  const std::string text = tidyjson::serialize(order);
  EXPECT_EQ(text, R"({"customer":"Acme","status":1,"lines":[{"sku":"A-1","qty":2,"unit_price":12.50}],"notes":null})");
  EXPECT_EQ(tidyjson::deserialize<shop::Order>(text), order);
}

// ---------------------------------------------------------------------------
// Every built-in type, under every setting: what is written reads back equal.

namespace every {
enum class Kind { alpha, beta_gamma, delta };
TIDYJSON_ENUM(Kind, alpha, beta_gamma, delta)

struct Leaf {
  std::string leaf_name;
  int leaf_value = 0;
  friend bool operator==(const Leaf&, const Leaf&) = default;
};
TIDYJSON_TYPE(Leaf, leaf_name, leaf_value)

/// Pointers compare by pointee.
struct Pointers {
  std::unique_ptr<int> unique_int;
  std::shared_ptr<std::string> shared_text;
  std::unique_ptr<Leaf> missing_leaf;
  friend bool operator==(const Pointers& a, const Pointers& b) {
    auto same = [](const auto& x, const auto& y) { return (x == nullptr) == (y == nullptr) && (x == nullptr || *x == *y); };
    return same(a.unique_int, b.unique_int) && same(a.shared_text, b.shared_text) && same(a.missing_leaf, b.missing_leaf);
  }
};
TIDYJSON_TYPE(Pointers, unique_int, shared_text, missing_leaf)

struct Everything {
  std::int8_t i8 = 0;
  std::uint8_t u8 = 0;
  std::int16_t i16 = 0;
  std::uint16_t u16 = 0;
  std::int32_t i32 = 0;
  std::uint32_t u32 = 0;
  std::int64_t i64 = 0;
  std::uint64_t u64 = 0;
  float f32 = 0;
  double f64 = 0;
  bool flag = false;
  std::string text;
  std::optional<std::string> opt_text;
  std::optional<int> opt_missing;
  Pointers pointers;
  std::vector<int> int_vector;
  std::array<double, 2> double_array{};
  std::deque<std::string> text_deque;
  std::list<std::int64_t> int_list;
  std::set<std::string> text_set;
  std::unordered_set<int> int_hash_set;
  std::map<std::string, int> by_name;
  std::map<Kind, std::string> by_kind;
  std::map<std::int64_t, double> by_number;
  std::variant<std::string, std::vector<int>, bool> shape_variant;
  std::tuple<int, std::string, bool> triple;
  std::pair<std::string, double> named_value;
  Kind kind = Kind::alpha;
  std::chrono::sys_seconds at_second;
  std::chrono::sys_time<std::chrono::milliseconds> at_millisecond;
  std::chrono::seconds timeout{0};
  std::chrono::milliseconds latency{0};
  std::chrono::year_month_day due{std::chrono::year{2000}, std::chrono::month{1}, std::chrono::day{1}};
  tidyjson::uuid id;
  tidyjson::decimal price;
  Leaf leaf;
  std::vector<Leaf> leaves;
  friend bool operator==(const Everything&, const Everything&) = default;
};
TIDYJSON_TYPE(Everything, i8, u8, i16, u16, i32, u32, i64, u64, f32, f64, flag, text, opt_text, opt_missing, pointers,
              int_vector, double_array, text_deque, int_list, text_set, int_hash_set, by_name, by_kind, by_number,
              shape_variant, triple, named_value, kind, at_second, at_millisecond, timeout, latency, due, id, price,
              leaf, leaves)

Everything full() {
  using namespace std::chrono;
  Everything e;
  e.i8 = -128;
  e.u8 = 255;
  e.i16 = -32768;
  e.u16 = 65535;
  e.i32 = -2147483647 - 1;
  e.u32 = 4294967295u;
  e.i64 = INT64_MIN;
  e.u64 = UINT64_MAX;
  e.f32 = 3.14159274f;
  e.f64 = -1.2345678901234567e-300;
  e.flag = true;
  e.text = "caf\xc3\xa9 \"quoted\" <tag> & 'apos' \\ / \n\t\x01 \xf0\x9f\x98\x80";
  e.opt_text = "";
  e.pointers.unique_int = std::make_unique<int>(-7);
  e.pointers.shared_text = std::make_shared<std::string>("shared");
  e.int_vector = {1, -2, 3};
  e.double_array = {0.1, -0.0};
  e.text_deque = {"x", ""};
  e.int_list = {INT64_MAX};
  e.text_set = {"b", "a"};
  e.int_hash_set = {5};  // one element: a hash set's order is its own
  e.by_name = {{"one", 1}, {"two words", 2}};
  e.by_kind = {{Kind::beta_gamma, "bg"}, {Kind::delta, "d"}};
  e.by_number = {{-1, 0.5}, {INT64_MAX, 1e300}};
  e.shape_variant = std::vector<int>{4, 5};
  e.triple = {9, "nine", false};
  e.named_value = {"pi", 3.141592653589793};
  e.kind = Kind::beta_gamma;
  e.at_second = sys_days{year{2026} / 10 / 19} + hours{8} + minutes{11};
  e.at_millisecond = time_point_cast<milliseconds>(e.at_second) + milliseconds{250};
  e.timeout = seconds{5400};
  e.latency = milliseconds{-1500};
  e.due = year{2026} / 12 / 31;
  e.id = *tidyjson::uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90");
  e.price = tidyjson::decimal(18950, 2);
  e.leaf = {"leaf", 1};
  e.leaves = {{"a", 2}, {"", 0}};
  return e;
}

std::string shout(std::string_view s) {
  std::string out = "X_";
  out.append(s);
  return out;
}
bool escape_digits(char32_t cp) { return cp >= U'0' && cp <= U'9'; }

}  // namespace every

// The same settings as compile-time contexts: the bytes must be those of the
// runtime options (generation::both takes the fast path where it serves the
// type and falls back where a setting blocks it, as naming callbacks and
// custom escapers do).
#define EVERY_CONTEXT(Name, ...) TIDYJSON_CONTEXT(Name, (every::Everything), __VA_ARGS__)
EVERY_CONTEXT(EveryDefaults, tidyjson::generation::both)
EVERY_CONTEXT(EveryDefaultsMeta, tidyjson::generation::metadata)
EVERY_CONTEXT(EveryCamel, tidyjson::naming::camel_case)
EVERY_CONTEXT(EveryKebab, tidyjson::naming::kebab_case)
EVERY_CONTEXT(EveryPascal, tidyjson::naming::pascal_case)
// The callbacks as template arguments of their own: contexts with GCC 12 too.
EVERY_CONTEXT(EveryCallback, tidyjson::naming_callback_of<&every::shout>{})
EVERY_CONTEXT(EveryWhenNull, tidyjson::ignore::when_null)
EVERY_CONTEXT(EveryWhenDefault, tidyjson::ignore::when_default)
EVERY_CONTEXT(EveryEnumNames, tidyjson::enums::as_string)
EVERY_CONTEXT(EveryQuoted, tidyjson::numbers::write_as_string | tidyjson::numbers::allow_reading_from_string)
EVERY_CONTEXT(EveryPretty, tidyjson::indent{2})
EVERY_CONTEXT(EveryTabs, tidyjson::indent{1, '\t'}, tidyjson::naming::kebab_case)
EVERY_CONTEXT(EveryHtml, tidyjson::escaping::html_safe)
EVERY_CONTEXT(EveryAscii, tidyjson::escaping::ascii_only)
EVERY_CONTEXT(EveryCustom, tidyjson::custom_escaper_of<&every::escape_digits>{})
#if defined(__clang__)
// The function pointer inside the setting (clang only: GCC 12 refuses it).
EVERY_CONTEXT(EveryCallbackValue, tidyjson::naming_callback{&every::shout})
EVERY_CONTEXT(EveryCustomValue, tidyjson::custom_escaper{&every::escape_digits})
#endif
EVERY_CONTEXT(EveryWeb, tidyjson::web)
EVERY_CONTEXT(EveryAllAtOnceMeta, tidyjson::web, tidyjson::enums::as_string, tidyjson::ignore::when_default,
              tidyjson::numbers::write_as_string | tidyjson::numbers::allow_reading_from_string |
                  tidyjson::numbers::allow_named_literals,
              tidyjson::indent{3}, tidyjson::escaping::ascii_only, tidyjson::generation::metadata)

namespace {

const std::vector<std::pair<std::string, const tidyjson::options*>>& all_settings() {
  using namespace tidyjson;
  static const options defaults;
  static const options camel{naming::camel_case};
  static const options snake{naming::snake_case};
  static const options kebab{naming::kebab_case};
  static const options pascal{naming::pascal_case};
  static const options callback{naming_callback{&every::shout}};
  static const options when_null{ignore::when_null};
  static const options when_default{ignore::when_default};
  static const options enum_names{enums::as_string};
  static const options quoted_numbers{numbers::write_as_string | numbers::allow_reading_from_string};
  static const options named_literals{numbers::allow_named_literals};
  static const options insensitive{names::case_insensitive, naming::camel_case};
  static const options strict{unmapped::error, duplicates::error};
  static const options last_wins{duplicates::last_wins};
  static const options lenient{comments::skip, trailing_commas::allow};
  static const options shallow{max_depth{4}};
  static const options pretty{indent{2}};
  static const options tabs{indent{1, '\t'}, naming::kebab_case};
  static const options html{escaping::html_safe};
  static const options ascii{escaping::ascii_only};
  static const options custom{custom_escaper{&every::escape_digits}};
  static const options web_preset{web};
  static const options everything_at_once{web,
                                          enums::as_string,
                                          ignore::when_default,
                                          numbers::write_as_string | numbers::allow_reading_from_string |
                                              numbers::allow_named_literals,
                                          unmapped::error,
                                          comments::skip,
                                          trailing_commas::allow,
                                          indent{3},
                                          escaping::ascii_only};
  static const std::vector<std::pair<std::string, const options*>> all = {
      {"defaults", &defaults},          {"camel", &camel},
      {"snake", &snake},                {"kebab", &kebab},
      {"pascal", &pascal},              {"callback", &callback},
      {"when_null", &when_null},        {"when_default", &when_default},
      {"enum_names", &enum_names},      {"quoted_numbers", &quoted_numbers},
      {"named_literals", &named_literals}, {"insensitive", &insensitive},
      {"strict", &strict},              {"last_wins", &last_wins},
      {"lenient", &lenient},            {"shallow", &shallow},
      {"pretty", &pretty},              {"tabs", &tabs},
      {"html", &html},                  {"ascii", &ascii},
      {"custom", &custom},              {"web", &web_preset},
      {"everything_at_once", &everything_at_once},
  };
  return all;
}

TEST(RoundTrip, EveryBuiltInTypeUnderEverySetting) {
  const every::Everything values[] = {every::full(), every::Everything{}};
  for (const auto& [name, opts] : all_settings()) {
    for (const auto& v : values) {
      const auto text = tidyjson::try_serialize(v, *opts);
      ASSERT_TRUE(text.has_value()) << name << ": " << text.error().describe();
      const auto back = tidyjson::try_deserialize<every::Everything>(*text, *opts);
      ASSERT_TRUE(back.has_value()) << name << ": " << back.error().describe() << "\n" << *text;
      EXPECT_TRUE(*back == v) << name << "\n" << *text;
      // And it is the same text again.
      EXPECT_EQ(tidyjson::serialize(*back, *opts), *text) << name;
    }
  }
}

TEST(RoundTrip, SettingsChangeTheText) {
  const every::Everything e = every::full();
  const std::string base = tidyjson::serialize(e);
  for (const auto& [name, opts] : all_settings()) {
    if (name == "defaults" || name == "snake" || name == "strict" || name == "last_wins" || name == "lenient" || name == "shallow" ||
        name == "named_literals") {
      EXPECT_EQ(tidyjson::serialize(e, *opts), base) << name;  // reading-only, or names already snake_case
    } else {
      EXPECT_NE(tidyjson::serialize(e, *opts), base) << name;
    }
  }
}


template <class Ctx>
void expect_context_matches(const std::string& name, const tidyjson::options& opts) {
  for (const every::Everything& v : {every::full(), every::Everything{}}) {
    const std::string expected = tidyjson::serialize(v, opts);
    EXPECT_EQ(tidyjson::serialize(v, Ctx{}), expected) << name;
    std::string buffer = "stale";
    tidyjson::serialize_to(buffer, v, Ctx{});
    EXPECT_EQ(buffer, expected) << name;
    const auto back = tidyjson::try_deserialize<every::Everything>(expected, Ctx{});
    ASSERT_TRUE(back.has_value()) << name << ": " << back.error().describe();
    EXPECT_TRUE(*back == v) << name;
  }
}

TEST(RoundTrip, ContextsWriteTheBytesOfOptionsWithTheSameSettings) {
  using namespace tidyjson;
  expect_context_matches<EveryDefaults>("defaults", options{});
  expect_context_matches<EveryDefaultsMeta>("defaults, metadata", options{});
  expect_context_matches<EveryCamel>("camel", options{naming::camel_case});
  expect_context_matches<EveryKebab>("kebab", options{naming::kebab_case});
  expect_context_matches<EveryPascal>("pascal", options{naming::pascal_case});
  expect_context_matches<EveryCallback>("callback", options{naming_callback{&every::shout}});
  expect_context_matches<EveryWhenNull>("when_null", options{ignore::when_null});
  expect_context_matches<EveryWhenDefault>("when_default", options{ignore::when_default});
  expect_context_matches<EveryEnumNames>("enum_names", options{enums::as_string});
  expect_context_matches<EveryQuoted>("quoted", options{numbers::write_as_string | numbers::allow_reading_from_string});
  expect_context_matches<EveryPretty>("pretty", options{indent{2}});
  expect_context_matches<EveryTabs>("tabs", options{indent{1, '\t'}, naming::kebab_case});
  expect_context_matches<EveryHtml>("html", options{escaping::html_safe});
  expect_context_matches<EveryAscii>("ascii", options{escaping::ascii_only});
  expect_context_matches<EveryCustom>("custom", options{custom_escaper{&every::escape_digits}});
  // The compile-time forms in options, and the function pointers in contexts.
  expect_context_matches<EveryCallback>("callback_of", options{naming_callback_of<&every::shout>{}});
  expect_context_matches<EveryCustom>("custom_escaper_of", options{custom_escaper_of<&every::escape_digits>{}});
#if defined(__clang__)
  expect_context_matches<EveryCallbackValue>("callback value", options{naming_callback{&every::shout}});
  expect_context_matches<EveryCustomValue>("custom value", options{custom_escaper{&every::escape_digits}});
#endif
  expect_context_matches<EveryWeb>("web", options{web});
  expect_context_matches<EveryAllAtOnceMeta>(
      "all at once", options{web, enums::as_string, ignore::when_default,
                             numbers::write_as_string | numbers::allow_reading_from_string | numbers::allow_named_literals,
                             indent{3}, escaping::ascii_only});
  // Which of them the fast path serves: blocked settings fall back.
  static_assert(fast_path_served_v<EveryCamel, every::Everything>);
  static_assert(fast_path_served_v<EveryWeb, every::Everything>);
  static_assert(!fast_path_served_v<EveryCallback, every::Everything>);
  static_assert(!fast_path_served_v<EveryCustom, every::Everything>);
  static_assert(!fast_path_served_v<EveryDefaultsMeta, every::Everything>);
}

}  // namespace

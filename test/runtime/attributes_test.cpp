// Per-field attributes (rename, skip, required, number_as_string, ignore_if,
// with<Converter>, string_enum, converter_fn) and type-level converters.
#include "test_util.hpp"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

// A type-level converter on an alias of a built-in integer, at global scope
// (where the lookup of a built-in type's description finds it): every member
// of that type reads and writes through it (the member loop reads plain
// integers in line, and must not take that way for a converted one).
using Cents = long long;
struct CentsText {
  static std::string to_json(const Cents& c) { return std::to_string(c) + "c"; }
  static tidyjson::result<Cents> from_json(const std::string& s) {
    if (s.empty() || s.back() != 'c') return tidyjson::error_info{tidyjson::error_code::converter_failed, "no 'c'"};
    return static_cast<Cents>(std::stoll(s.substr(0, s.size() - 1)));
  }
};
TIDYJSON_CONVERTER(Cents, CentsText)

namespace attr {

enum class Level { low, mid, high };
TIDYJSON_ENUM(Level, low, mid, high)

/// Tenths of a degree in memory, degrees as a JSON number.
struct TenthsAsDegrees {
  static double to_json(const int& tenths) { return tenths / 10.0; }
  static int from_json(double degrees) {
    if (degrees < -273.15) throw std::invalid_argument("below absolute zero");
    return static_cast<int>(degrees * 10.0 + (degrees < 0 ? -0.5 : 0.5));
  }
};

/// Seconds as an integer count, failing through result for negative input.
struct SecondsAsCount {
  static std::int64_t to_json(const std::chrono::seconds& s) { return s.count(); }
  static tidyjson::result<std::chrono::seconds> from_json(std::int64_t n) {
    if (n < 0) return tidyjson::error_info{tidyjson::error_code::converter_failed, "negative duration"};
    return std::chrono::seconds{n};
  }
};

/// Throws tidyjson::error itself: its code is kept.
struct StrictPositive {
  static int to_json(const int& v) { return v; }
  static int from_json(int v) {
    if (v <= 0) throw tidyjson::error({tidyjson::error_code::invalid_value, "must be positive"});
    return v;
  }
};

std::string flag_to_json(const bool& b) { return b ? "yes" : "no"; }
tidyjson::result<bool> flag_from_json(const std::string& s) {
  if (s == "yes") return true;
  if (s == "no") return false;
  return tidyjson::error_info{tidyjson::error_code::converter_failed, "expected yes or no, got " + s};
}

struct Reading {
  std::string id;
  int tenths = 0;
  std::chrono::seconds age{0};
  int count = 0;
  bool flag = false;
  Level level = Level::low;
  std::int64_t big = 0;
  double ratio = 0;
  tidyjson::decimal price;
  std::optional<int> maybe;
  std::optional<int> always;
  std::string cache;
  int positive = 1;
  friend bool operator==(const Reading&, const Reading&) = default;
};
TIDYJSON_TYPE(Reading,
              (id, tidyjson::rename{"ID"}, tidyjson::required{}),
              (tenths, tidyjson::with<TenthsAsDegrees>{}),
              (age, tidyjson::with<SecondsAsCount>{}),
              (count, tidyjson::rename{"n"}),
              (flag, tidyjson::converter_fn<bool, std::string>{&flag_to_json, &flag_from_json}),
              (level, tidyjson::string_enum{}),
              (big, tidyjson::number_as_string{}),
              (ratio, tidyjson::number_as_string{}),
              (price, tidyjson::number_as_string{}),
              (maybe, tidyjson::ignore_if{tidyjson::ignore::when_null}),
              (always, tidyjson::ignore_if{tidyjson::ignore::never}),
              (cache, tidyjson::skip{}),
              (positive, tidyjson::with<StrictPositive>{}))

Reading sample() {
  Reading r;
  r.id = "r1";
  r.tenths = -125;
  r.age = std::chrono::seconds{90};
  r.count = 3;
  r.flag = true;
  r.level = Level::high;
  r.big = 9007199254740993;
  r.ratio = 0.25;
  r.price = tidyjson::decimal(18950, 2);
  r.cache = "not written";
  return r;
}

// A type-level converter: Money is written as "12.50 EUR".
struct Money {
  tidyjson::decimal amount;
  std::string currency;
  friend bool operator==(const Money&, const Money&) = default;
};
struct MoneyText {
  static std::string to_json(const Money& m) { return m.amount.to_string() + " " + m.currency; }
  static tidyjson::result<Money> from_json(const std::string& s) {
    const auto space = s.find(' ');
    if (space == std::string::npos) return tidyjson::error_info{tidyjson::error_code::converter_failed, "no currency"};
    const auto amount = tidyjson::decimal::parse(std::string_view(s).substr(0, space));
    if (!amount) return tidyjson::error_info{tidyjson::error_code::converter_failed, "bad amount"};
    return Money{*amount, s.substr(space + 1)};
  }
};
TIDYJSON_CONVERTER(Money, MoneyText)

struct Invoice {
  Money total;
  std::vector<Money> items;
  friend bool operator==(const Invoice&, const Invoice&) = default;
};
TIDYJSON_TYPE(Invoice, total, items)


struct Price {
  ::Cents amount = 0;
  std::vector<::Cents> history;
  friend bool operator==(const Price&, const Price&) = default;
};
TIDYJSON_TYPE(Price, amount, history)

// number_as_string on optional numbers, and a required member that the
// ignore conditions would otherwise leave out.
struct Quote {
  std::optional<std::int64_t> id;
  std::optional<double> rate;
  std::string symbol;
  std::optional<int> lot;
  friend bool operator==(const Quote&, const Quote&) = default;
};
TIDYJSON_TYPE(Quote,
              (id, tidyjson::number_as_string{}),
              (rate, tidyjson::number_as_string{}),
              (symbol, tidyjson::required{}),
              (lot, tidyjson::required{}))

}  // namespace attr

namespace {

TEST(Attributes, WrittenAsDescribed) {
  EXPECT_EQ(tidyjson::serialize(attr::sample()),
            R"({"ID":"r1","tenths":-12.5,"age":90,"n":3,"flag":"yes","level":"high","big":"9007199254740993",)"
            R"("ratio":"0.25","price":"189.50","always":null,"positive":1})");
}

TEST(Attributes, TypeLevelConverterOnABuiltInAliasAppliesToMembers) {
  const attr::Price p{250, {100, 175}};
  const std::string json = tidyjson::serialize(p);
  EXPECT_EQ(json, R"({"amount":"250c","history":["100c","175c"]})");
  EXPECT_EQ(round_trip(p), p);
  // A plain number is not what the converter reads: the member is a string.
  const auto r = tidyjson::try_deserialize<attr::Price>(R"({"amount":12,"history":[]})");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().path, "$.amount");
  const auto bad = tidyjson::try_deserialize<attr::Price>(R"({"amount":"12","history":[]})");
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().code, tidyjson::error_code::converter_failed);
}

TEST(Attributes, RoundTrip) {
  const attr::Reading r = attr::sample();
  attr::Reading back = round_trip(r);
  EXPECT_EQ(back.cache, "");  // skipped
  back.cache = r.cache;
  EXPECT_EQ(back, r);
  attr::Reading with_maybe = r;
  with_maybe.maybe = 5;
  with_maybe.always = 6;
  with_maybe.cache.clear();
  EXPECT_EQ(round_trip(with_maybe), with_maybe);
}

TEST(Attributes, RenameIsVerbatimUnderNamingPolicies) {
  static const tidyjson::options snake{tidyjson::naming::snake_case};
  static const tidyjson::options pascal{tidyjson::naming::pascal_case};
  const std::string s = tidyjson::serialize(attr::sample(), snake);
  EXPECT_NE(s.find("\"ID\":"), std::string::npos);
  EXPECT_NE(s.find("\"n\":"), std::string::npos);
  const std::string p = tidyjson::serialize(attr::sample(), pascal);
  EXPECT_NE(p.find("\"ID\":"), std::string::npos);
  EXPECT_NE(p.find("\"Tenths\":"), std::string::npos);
  // The declared name is not an alias.
  static const tidyjson::options strict{tidyjson::unmapped::error};
  EXPECT_EQ(read_code<attr::Reading>(R"({"ID":"x","id":"y"})", strict), error_code::unknown_member);
  EXPECT_EQ(tidyjson::deserialize<attr::Reading>(R"({"ID":"x","count":5})").count, 0);
}

TEST(Attributes, SkipIsNeitherWrittenNorRead) {
  static const tidyjson::options strict{tidyjson::unmapped::error};
  const auto r = tidyjson::deserialize<attr::Reading>(R"({"ID":"x","cache":{"anything":[1,2]}})", strict);
  EXPECT_EQ(r.cache, "");
  // The skipped value must still be valid JSON.
  EXPECT_EQ(read_code<attr::Reading>(R"({"ID":"x","cache":[1,}})"), error_code::unexpected_character);
}

TEST(Attributes, Required) {
  const auto f = read_failure<attr::Reading>(R"(  {"n":1})");
  EXPECT_EQ(f.code, error_code::missing_member);
  EXPECT_EQ(f.message, "missing required member \"ID\" of attr::Reading");
  EXPECT_EQ(f.path, "$");
  EXPECT_EQ(f.column, 3u);
  EXPECT_EQ(read_code<attr::Reading>("{}"), error_code::missing_member);
  const auto g = read_failure<std::vector<attr::Reading>>(R"([{"ID":"a"},{}])");
  EXPECT_EQ(g.code, error_code::missing_member);
  EXPECT_EQ(g.path, "$[1]");
  EXPECT_EQ(g.column, 13u);
  EXPECT_EQ(tidyjson::deserialize<attr::Reading>(R"({"ID":""})").id, "");
}

TEST(Attributes, NumberAsString) {
  auto r = tidyjson::deserialize<attr::Reading>(R"({"ID":"x","big":"-9223372036854775808","ratio":"1e-3","price":"0.10"})");
  EXPECT_EQ(r.big, INT64_MIN);
  EXPECT_EQ(r.ratio, 1e-3);
  EXPECT_TRUE(r.price.same_representation(tidyjson::decimal(10, 2)));
  // Plain numbers are accepted too.
  r = tidyjson::deserialize<attr::Reading>(R"({"ID":"x","big":12,"ratio":2.5,"price":3.00})");
  EXPECT_EQ(r.big, 12);
  EXPECT_EQ(r.ratio, 2.5);
  EXPECT_EQ(r.price.to_string(), "3.00");
  auto f = read_failure<attr::Reading>(R"({"ID":"x","big":"12a"})");
  EXPECT_EQ(f.code, error_code::invalid_number);
  EXPECT_EQ(f.path, "$.big");
  EXPECT_EQ(f.column, 17u);
  f = read_failure<attr::Reading>(R"({"ID":"x","big":"9223372036854775808"})");
  EXPECT_EQ(f.code, error_code::out_of_range);
  EXPECT_EQ(f.path, "$.big");
  EXPECT_EQ(read_code<attr::Reading>(R"({"ID":"x","big":true})"), error_code::type_mismatch);
  // Other numbers are unaffected.
  EXPECT_EQ(read_code<attr::Reading>(R"({"ID":"x","n":"1"})"), error_code::type_mismatch);
}

TEST(Attributes, NumberAsStringOnOptionals) {
  const attr::Quote q{9007199254740993, 0.5, "ACME", 100};
  EXPECT_EQ(tidyjson::serialize(q), R"({"id":"9007199254740993","rate":"0.5","symbol":"ACME","lot":100})");
  EXPECT_EQ(round_trip(q), q);
  const attr::Quote empty{std::nullopt, std::nullopt, "X", 1};
  EXPECT_EQ(tidyjson::serialize(empty), R"({"id":null,"rate":null,"symbol":"X","lot":1})");
  EXPECT_EQ(round_trip(empty), empty);
  // Plain numbers and null are read too; anything else is a clear error.
  const auto r = tidyjson::deserialize<attr::Quote>(R"({"id":7,"rate":null,"symbol":"S","lot":2})");
  EXPECT_EQ(r.id, 7);
  EXPECT_FALSE(r.rate.has_value());
  const auto f = read_failure<attr::Quote>(R"({"id":"7x","symbol":"S","lot":2})");
  EXPECT_EQ(f.code, error_code::invalid_number);
  EXPECT_EQ(f.path, "$.id");
  EXPECT_EQ(read_code<attr::Quote>(R"({"id":[],"symbol":"S","lot":2})"), error_code::type_mismatch);
}

TEST(Attributes, RequiredMembersAreWrittenWhateverTheIgnoreCondition) {
  // Leaving a required member out would make the output unreadable with the
  // same description, so ignore conditions never apply to it.
  static const tidyjson::options when_default{tidyjson::ignore::when_default};
  static const tidyjson::options when_null{tidyjson::ignore::when_null};
  const attr::Quote q{std::nullopt, std::nullopt, "", std::nullopt};
  EXPECT_EQ(tidyjson::serialize(q, when_default), R"({"symbol":"","lot":null})");
  EXPECT_EQ(tidyjson::serialize(q, when_null), R"({"symbol":"","lot":null})");
  EXPECT_EQ(round_trip(q, when_default), q);
}

TEST(Attributes, NumbersWrittenAsStringsReadBackWithTheSameSettings) {
  static const tidyjson::options as_strings{tidyjson::numbers::write_as_string};
  const std::vector<std::int64_t> v{1, -2, 9007199254740993};
  const std::string text = tidyjson::serialize(v, as_strings);
  EXPECT_EQ(text, R"(["1","-2","9007199254740993"])");
  EXPECT_EQ(tidyjson::deserialize<std::vector<std::int64_t>>(text, as_strings), v);
  // Without the setting, strings are not numbers.
  EXPECT_EQ(read_code<std::vector<std::int64_t>>(text), error_code::type_mismatch);
}

TEST(Attributes, IgnoreIfOverridesTheSetting) {
  static const tidyjson::options when_null{tidyjson::ignore::when_null};
  attr::Reading r = attr::sample();
  const std::string text = tidyjson::serialize(r, when_null);
  EXPECT_EQ(text.find("\"maybe\""), std::string::npos);
  EXPECT_NE(text.find("\"always\":null"), std::string::npos);
}

TEST(Attributes, StringEnumWhateverTheSetting) {
  static const tidyjson::options numbers{tidyjson::enums::as_number};
  attr::Reading r = attr::sample();
  r.level = attr::Level::mid;
  EXPECT_NE(tidyjson::serialize(r, numbers).find("\"level\":\"mid\""), std::string::npos);
  EXPECT_EQ(tidyjson::deserialize<attr::Reading>(R"({"ID":"x","level":"low"})", numbers).level, attr::Level::low);
  auto f = read_failure<attr::Reading>(R"({"ID":"x","level":1})");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected a string naming an enumerator of attr::Level, got a number");
  f = read_failure<attr::Reading>(R"({"ID":"x","level":"top"})");
  EXPECT_EQ(f.code, error_code::unknown_enumerator);
  EXPECT_EQ(f.message, "\"top\" is not an enumerator of attr::Level");
  EXPECT_EQ(f.path, "$.level");
  // An enumerator without a name cannot be written.
  r.level = static_cast<attr::Level>(7);
  const auto w = tidyjson_test::write_failure(r);
  EXPECT_EQ(w.code, error_code::unknown_enumerator);
  EXPECT_EQ(w.message, "value 7 of attr::Level has no name in its TIDYJSON_ENUM description");
  EXPECT_EQ(w.path, "$.level");
}

TEST(Attributes, ConverterFailures) {
  auto f = read_failure<attr::Reading>(R"({"ID":"x","age":-5})");
  EXPECT_EQ(f.code, error_code::converter_failed);
  EXPECT_EQ(f.message, "negative duration");
  EXPECT_EQ(f.path, "$.age");
  EXPECT_EQ(f.column, 17u);
  f = read_failure<attr::Reading>(R"({"ID":"x","tenths":-300})");
  EXPECT_EQ(f.code, error_code::converter_failed);
  EXPECT_EQ(f.message, "below absolute zero");
  EXPECT_EQ(f.path, "$.tenths");
  f = read_failure<attr::Reading>(R"({"ID":"x","flag":"maybe"})");
  EXPECT_EQ(f.code, error_code::converter_failed);
  EXPECT_EQ(f.message, "expected yes or no, got maybe");
  EXPECT_EQ(f.path, "$.flag");
  f = read_failure<attr::Reading>(R"({"ID":"x","positive":0})");
  EXPECT_EQ(f.code, error_code::invalid_value);
  EXPECT_EQ(f.message, "must be positive");
  // The converter's JSON type is checked first.
  f = read_failure<attr::Reading>(R"({"ID":"x","flag":true})");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected a string, got a boolean");
}

TEST(Attributes, TypeLevelConverter) {
  attr::Invoice inv;
  inv.total.amount = tidyjson::decimal(1250, 2);
  inv.total.currency = "EUR";
  inv.items.push_back(attr::Money{tidyjson::decimal(5, 0), "USD"});
  EXPECT_EQ(tidyjson::serialize(inv), R"({"total":"12.50 EUR","items":["5 USD"]})");
  EXPECT_EQ(round_trip(inv), inv);
  EXPECT_EQ(tidyjson::serialize(attr::Money{tidyjson::decimal(1, 1), "X"}), R"("0.1 X")");
  const auto f = read_failure<attr::Invoice>(R"({"total":"12.50EUR"})");
  EXPECT_EQ(f.code, error_code::converter_failed);
  EXPECT_EQ(f.message, "no currency");
  EXPECT_EQ(f.path, "$.total");
  EXPECT_EQ(f.column, 10u);
  const auto g = read_failure<attr::Invoice>(R"({"items":["1 A", 2]})");
  EXPECT_EQ(g.code, error_code::type_mismatch);
  EXPECT_EQ(g.path, "$.items[1]");
}

}  // namespace

// ---- JSON names two members share ---------------------------------------------

namespace names_clash {
struct Both {
  int foo_bar = 1;
  int fooBar = 2;
};
TIDYJSON_TYPE(Both, foo_bar, fooBar)

struct Renamed {
  int a = 1;
  int b = 2;
};
TIDYJSON_TYPE(Renamed, a, (b, tidyjson::rename{"a"}))

struct SkippedTwin {
  int a = 1;
  int cache = 2;
};
TIDYJSON_TYPE(SkippedTwin, a, (cache, tidyjson::rename{"a"}, tidyjson::skip{}))

struct Cased {
  int n = 1;
  int N = 2;
};
TIDYJSON_TYPE(Cased, n, N)

struct Latin1 {
  int k = 1;
};
TIDYJSON_TYPE(Latin1, (k, tidyjson::rename{"k\xff"}))

struct Shape {
  virtual ~Shape() = default;
  std::string kind = "k";
};
TIDYJSON_TYPE(Shape, (kind, tidyjson::rename{"$type"}))
struct Circle : Shape {
  int r = 3;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, r)
TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"))
}  // namespace names_clash

TEST(NameClash, TwoMembersWithOneNameAreNeverWrittenTwice) {
  // The naming policy makes foo_bar "fooBar": the object would hold one
  // name twice (invalid JSON), and a reader could not tell the two apart.
  static const tidyjson::options camel{tidyjson::naming::camel_case};
  const auto f = tidyjson_test::write_failure(names_clash::Both{}, camel);
  EXPECT_EQ(f.code, error_code::not_supported);
  EXPECT_EQ(f.message,
            "members 'foo_bar' and 'fooBar' of names_clash::Both have one JSON name, \"fooBar\", under these "
            "settings: a reader could not tell them apart (rename one)");
  // Read, it is refused too, rather than filling the first of the two.
  const auto r = read_failure<names_clash::Both>(R"({"fooBar":20,"fooBar":10})", camel);
  EXPECT_EQ(r.code, error_code::not_supported);
  EXPECT_EQ(r.message, f.message);
  EXPECT_EQ(r.column, 1u);
  // Without the policy the names differ, and both ways work.
  EXPECT_EQ(tidyjson::serialize(names_clash::Both{}), R"({"foo_bar":1,"fooBar":2})");
  EXPECT_EQ(round_trip(names_clash::Both{5, 6}).fooBar, 6);
}

TEST(NameClash, ARenameOntoAnotherMembersNameIsRefused) {
  EXPECT_EQ(tidyjson_test::write_failure(names_clash::Renamed{}).message,
            "members 'a' and 'b' of names_clash::Renamed have one JSON name, \"a\", under these settings: a reader "
            "could not tell them apart (rename one)");
  EXPECT_EQ(read_code<names_clash::Renamed>(R"({"a":1})"), error_code::not_supported);
  // A skipped member is never written nor read: its name takes no part.
  EXPECT_EQ(tidyjson::serialize(names_clash::SkippedTwin{}), R"({"a":1})");
  EXPECT_EQ(tidyjson::deserialize<names_clash::SkippedTwin>(R"({"a":7})").a, 7);
}

TEST(NameClash, NamesEqualButForCaseClashOnlyWhenMatchedCaseInsensitively) {
  EXPECT_EQ(tidyjson::serialize(names_clash::Cased{}), R"({"n":1,"N":2})");
  static const tidyjson::options ci{tidyjson::names::case_insensitive};
  EXPECT_EQ(tidyjson_test::write_failure(names_clash::Cased{}, ci).code, error_code::not_supported);
  EXPECT_EQ(read_code<names_clash::Cased>(R"({"n":1,"N":2})", ci), error_code::not_supported);
}

TEST(NameClash, ANameThatIsNotUtf8IsNeverWritten) {
  const auto f = tidyjson_test::write_failure(names_clash::Latin1{});
  EXPECT_EQ(f.code, error_code::invalid_utf8_output);
  EXPECT_EQ(f.message, "the JSON name of member 'k' of names_clash::Latin1 is not valid UTF-8");
  EXPECT_EQ(read_code<names_clash::Latin1>(R"({"k":1})"), error_code::invalid_utf8_output);
}

TEST(NameClash, AMemberNamedLikeTheDiscriminatorIsRefused) {
  const std::unique_ptr<names_clash::Shape> s = std::make_unique<names_clash::Circle>();
  const auto f = tidyjson_test::write_failure(s);
  EXPECT_EQ(f.code, error_code::not_supported);
  EXPECT_EQ(f.message,
            "a member of names_clash::Circle has the JSON name \"$type\", which tidyjson writes before the members "
            "(the discriminator): rename the member");
}

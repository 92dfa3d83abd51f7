// What the compile errors for types that cannot be served say: which type,
// from which root, along which path (core/reach.hpp). The errors themselves
// are the compile-fail tests (compile_fail/); here the same computations are
// checked as values, one kind of path step at a time, and the test-build
// assertion that reads back every successful write is shown to fire.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <tuple>
#include <unordered_map>
#include <variant>
#include <vector>

namespace reach {

struct Loose {  // never described
  int x = 0;
};
enum class Tone { low, high };  // never described

struct Part {
  std::optional<Loose> loose;
};
TIDYJSON_TYPE(Part, loose)

struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Blob : Shape {
  std::map<std::string, std::vector<Part>> parts;
};
TIDYJSON_DERIVED_TYPE(Blob, Shape, parts)
TIDYJSON_POLYMORPHIC(Shape, Blob)

struct Holder {
  int skipped = 0;
  std::tuple<int, std::variant<int, std::unique_ptr<Shape>>> pair;
  std::map<Tone, int> by_tone;
};
TIDYJSON_TYPE(Holder, (skipped, tidyjson::skip{}), pair, by_tone)

struct Pointing {
  const Part* part = nullptr;
  std::vector<std::string_view> names;
};
TIDYJSON_TYPE(Pointing, part, names)

}  // namespace reach

namespace {

using namespace tidyjson::detail;

template <class Target, class... Roots>
std::string path_to() {
  constexpr path_buffer b = path_of<path_step_t<Target, Roots...>>();
  return std::string(b.text, b.size);
}

TEST(Reach, PathsNameEveryKindOfStep) {
  // A member, an optional (no step), a tuple element, a variant alternative
  // and a pointer (no step), a registered derived type, a map value, an
  // element: the first way the breadth-first search meets the type.
  EXPECT_EQ((path_to<reach::Loose, reach::Holder>()), "$.pair[1]<reach::Blob>.parts.*[*].loose");
  EXPECT_EQ((path_to<reach::Tone, reach::Holder>()), "$.by_tone.*~");
  EXPECT_EQ((path_to<reach::Holder, reach::Holder>()), "$");
  // Several roots: the path starts at the root that reaches the type first.
  EXPECT_EQ((path_to<reach::Loose, std::vector<int>, reach::Part>()), "$.loose");
  using step = path_step_t<reach::Loose, std::vector<int>, reach::Part>;
  static_assert(std::is_same_v<step_path<step>::root, reach::Part>);
}

TEST(Reach, LongPathsArePrintedInPartsOfAtMost36Characters) {
  using step = path_step_t<reach::Loose, reach::Holder>;
  // "$.pair[1]<reach::Blob>.parts.*[*].loose" is 39 characters: two parts,
  // cut where a step ends.
  static_assert(std::is_same_v<json_path_t<step>, json_path<fixed_string<34>{"$.pair[1]<reach::Blob>.parts.*[*]"},
                                                             fixed_string<7>{".loose"}>>);
  SUCCEED();
}

TEST(Reach, DefectsAreFoundForWritingAndForReading) {
  // Undescribed types and enumerations, wherever they are.
  static_assert(!supported_v<reach::Holder, false>);
  static_assert(first_defect<reachable_t<reach::Holder>, false>::what == defect::undescribed);
  static_assert(std::is_same_v<first_defect<reachable_t<reach::Part>, false>::type, reach::Loose>);
  // A map keyed by an undescribed enumeration names the key.
  static_assert(std::is_same_v<first_defect<reachable_t<std::map<reach::Tone, int>>, false>::type, reach::Tone>);
  // A map keyed by something that cannot be a member name names the key too.
  static_assert(first_defect<reachable_t<std::map<double, int>>, false>::what == defect::map_key);
  static_assert(std::is_same_v<first_defect<reachable_t<std::map<double, int>>, false>::type, double>);
  // Raw pointers and views are written, not read.
  static_assert(supported_v<reach::Pointing, false> == supported_v<reach::Part, false>);
  static_assert(first_defect<reachable_t<reach::Pointing>, true>::what == defect::write_only);
  static_assert(std::is_same_v<first_defect<reachable_t<reach::Pointing>, true>::type, const reach::Part*>);
  static_assert(supported_v<std::vector<std::string_view>, true>);
  static_assert(!supported_v<std::map<std::string_view, int>, true>);
  static_assert(supported_v<std::map<std::string_view, int>, false>);
  // A map that can hold a key twice would write a name twice.
  static_assert(first_defect<reachable_t<std::multimap<std::string, int>>, false>::what == defect::repeated_keys);
  static_assert(supported_v<std::unordered_map<std::string, int>, true>);
  static_assert(supported_v<std::multiset<int>, true>);  // an array may repeat values
#if defined(__SIZEOF_INT128__)
  // Integers of 8 to 64 bits only.
  static_assert(first_defect<reachable_t<std::vector<__int128>>, false>::what == defect::wide_integer);
#endif
  static_assert(supported_v<std::vector<signed char>, true> && supported_v<std::vector<std::uint64_t>, true>);
  SUCCEED();
}

// Test builds define TIDYJSON_VERIFY_WRITES: every successful write is read
// back with the strict reader, and output that is not one JSON value aborts.
static_assert(TIDYJSON_VERIFY_WRITES, "the runtime tests read back every successful write");

void write_through_verified_sink(std::string_view text) {
  std::string out;
  string_sink snk(out);
  verified_sink checked(snk);
  const tidyjson::settings s;
  tidyjson::writer w(checked, s);
  w.put(text);
  if (w.finish()) checked.verify();
}

TEST(ReachDeathTest, TheReadBackOfTestBuildsAbortsOnInvalidOutput) {
  write_through_verified_sink(R"({"a":[1,2.5,"x",null]})");  // valid: nothing happens
  EXPECT_DEATH(write_through_verified_sink(R"({"sku":"A","dim":})"), "a successful write produced invalid JSON");
  EXPECT_DEATH(write_through_verified_sink(R"({"a":1,"a":2})"), "duplicate member");
  EXPECT_DEATH(write_through_verified_sink("[1] [2]"), "more after the value");
}

}  // namespace

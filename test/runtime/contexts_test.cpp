// Contexts: the same bytes as options with the same settings, in every
// generation mode; reading; the fast path allocates nothing.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <map>
#include <new>
#include <optional>
#include <sstream>
#include <string>
#include <variant>
#include <vector>

// Every allocation of this test program is counted.
#include "counted_new.hpp"

namespace ctx {
enum class Kind { plain, fancy };
TIDYJSON_ENUM(Kind, plain, (fancy, "Fancy <&>"))

struct Part {
  std::string name;
  int count = 0;
  double weight = 0;
  friend bool operator==(const Part&, const Part&) = default;
};
TIDYJSON_TYPE(Part, name, count, weight)

struct Widget {
  tidyjson::uuid id;
  std::string display_name;
  Kind kind = Kind::plain;
  std::optional<std::string> note;
  std::vector<Part> parts;
  std::map<std::string, int> tags;
  std::chrono::sys_seconds made;
  tidyjson::decimal price;
  std::variant<std::monostate, int, std::string> extra;
  bool active = false;
  std::int64_t big = 0;
  friend bool operator==(const Widget&, const Widget&) = default;
};
TIDYJSON_TYPE(Widget, id, display_name, (kind, tidyjson::rename{"widget kind"}), note, parts, tags, made,
              (price, tidyjson::number_as_string{}), extra, active, big)

Widget sample(int i) {
  Widget w;
  w.id = *tidyjson::uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90");
  w.display_name = "Widget \"" + std::to_string(i) + "\" é <b>";
  w.kind = i % 2 ? Kind::fancy : Kind::plain;
  if (i % 3) w.note = "note " + std::to_string(i);
  w.parts = {{"bolt", i, 0.25 * i}, {"nut", 2 * i, 1e-7}};
  w.tags = {{"a", 1}, {"b&c", i}};
  w.made = std::chrono::sys_days{std::chrono::year{2026} / 1 / 1} + std::chrono::hours{i};
  w.price = tidyjson::decimal(1999 + i, 2);
  if (i % 4 == 1) w.extra = i;
  if (i % 4 == 2) w.extra = std::string("x");
  w.active = i % 2 == 0;
  w.big = -9007199254740993LL * (i + 1);
  return w;
}
}  // namespace ctx

// One context per combination of settings that changes the output.
#define SETTINGS_A tidyjson::naming::camel_case, tidyjson::ignore::when_null, tidyjson::enums::as_string
#define SETTINGS_B tidyjson::naming::snake_case, tidyjson::escaping::html_safe, tidyjson::indent{2}
#define SETTINGS_C tidyjson::naming::kebab_case, tidyjson::escaping::ascii_only, tidyjson::ignore::when_default
#define SETTINGS_D tidyjson::naming::pascal_case, tidyjson::numbers::write_as_string
TIDYJSON_CONTEXT(CtxA, (ctx::Widget, std::vector<ctx::Widget>), SETTINGS_A)
TIDYJSON_CONTEXT(CtxAMeta, (ctx::Widget, std::vector<ctx::Widget>), SETTINGS_A, tidyjson::generation::metadata)
TIDYJSON_CONTEXT(CtxAFast, (ctx::Widget, std::vector<ctx::Widget>), SETTINGS_A, tidyjson::generation::fast_path)
TIDYJSON_CONTEXT(CtxB, (ctx::Widget), SETTINGS_B)
TIDYJSON_CONTEXT(CtxC, (ctx::Widget), SETTINGS_C)
TIDYJSON_CONTEXT(CtxD, (ctx::Widget), SETTINGS_D)
TIDYJSON_CONTEXT(CtxPlain, (ctx::Widget))

namespace {

template <class Ctx>
void expect_same_as(const tidyjson::options& opts) {
  for (int i = 0; i < 12; ++i) {
    const ctx::Widget w = ctx::sample(i);
    const std::string expected = tidyjson::serialize(w, opts);
    EXPECT_EQ(tidyjson::serialize(w, Ctx{}), expected) << "sample " << i;
    std::string buffer = "stale";
    tidyjson::serialize_to(buffer, w, Ctx{});
    EXPECT_EQ(buffer, expected);
  }
}

TEST(Contexts, SameBytesAsOptions) {
  expect_same_as<CtxA>(tidyjson::options{SETTINGS_A});
  expect_same_as<CtxAMeta>(tidyjson::options{SETTINGS_A});
  expect_same_as<CtxAFast>(tidyjson::options{SETTINGS_A});
  expect_same_as<CtxB>(tidyjson::options{SETTINGS_B});
  expect_same_as<CtxC>(tidyjson::options{SETTINGS_C});
  expect_same_as<CtxD>(tidyjson::options{SETTINGS_D});
  expect_same_as<CtxPlain>(tidyjson::options{});
}

TEST(Contexts, ContainersAndReachableTypes) {
  std::vector<ctx::Widget> all;
  for (int i = 0; i < 5; ++i) all.push_back(ctx::sample(i));
  const tidyjson::options opts{SETTINGS_A};
  EXPECT_EQ(tidyjson::serialize(all, CtxA{}), tidyjson::serialize(all, opts));
  // A type reachable from a root is served too.
  EXPECT_EQ(tidyjson::serialize(all[1].parts, CtxA{}), tidyjson::serialize(all[1].parts, opts));
  EXPECT_EQ(tidyjson::serialize(all[1].parts[0], CtxAFast{}), tidyjson::serialize(all[1].parts[0], opts));
}

TEST(Contexts, ReadBack) {
  for (int i = 0; i < 12; ++i) {
    const ctx::Widget w = ctx::sample(i);
    EXPECT_EQ(tidyjson::deserialize<ctx::Widget>(tidyjson::serialize(w, CtxA{}), CtxA{}), w) << i;
    EXPECT_EQ(tidyjson::deserialize<ctx::Widget>(tidyjson::serialize(w, CtxB{}), CtxB{}), w) << i;
    EXPECT_EQ(tidyjson::deserialize<ctx::Widget>(tidyjson::serialize(w, CtxAMeta{}), CtxAMeta{}), w) << i;
  }
}

TEST(Contexts, ReadFromAStream) {
  // deserialize(std::istream&, context), as with options: the whole stream,
  // its state left as the options form leaves it.
  std::vector<ctx::Widget> all;
  for (int i = 0; i < 4; ++i) all.push_back(ctx::sample(i));
  std::istringstream in(tidyjson::serialize(all, CtxA{}));
  EXPECT_EQ(tidyjson::deserialize<std::vector<ctx::Widget>>(in, CtxA{}), all);
  std::istringstream again(tidyjson::serialize(all, CtxA{}));
  (void)tidyjson::deserialize<std::vector<ctx::Widget>>(again, tidyjson::options{SETTINGS_A});
  EXPECT_EQ(in.rdstate(), again.rdstate());
  std::istringstream bad(R"({"parts":[{"name":"a","count":"x"}]})");
  try {
    (void)tidyjson::deserialize<ctx::Widget>(bad, CtxA{});
    ADD_FAILURE() << "no error";
  } catch (const tidyjson::error& e) {
    EXPECT_EQ(e.code(), tidyjson::error_code::type_mismatch);
    EXPECT_EQ(e.path(), "$.parts[0].count");
  }
}

TEST(Contexts, ReadErrorsCarryPathAndPosition) {
  const auto r = tidyjson::try_deserialize<ctx::Widget>(R"({"parts":[{"name":"a","count":"x"}]})", CtxA{});
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().path, "$.parts[0].count");
  EXPECT_EQ(r.error().code, tidyjson::error_code::type_mismatch);
  EXPECT_EQ(r.error().column, 31u);
}

// Writing into a reused buffer allocates nothing once the buffer has grown:
// with the fast path, with a context's metadata path, and with runtime
// options whose metadata is built.
template <class Write>
std::size_t allocations_per_100_writes(Write write) {
  std::string buffer;
  write(buffer);  // warm: the buffer grows, metadata is built
  write(buffer);
  const std::size_t before = tidyjson_test::allocations.load();
  for (int i = 0; i < 100; ++i) write(buffer);
  return tidyjson_test::allocations.load() - before;
}

TEST(Contexts, WritingIntoAReusedBufferAllocatesNothing) {
  std::vector<ctx::Widget> all;
  for (int i = 0; i < 20; ++i) all.push_back(ctx::sample(i));
  EXPECT_EQ(allocations_per_100_writes([&](std::string& b) { tidyjson::serialize_to(b, all, CtxAFast{}); }), 0u);
  EXPECT_EQ(allocations_per_100_writes([&](std::string& b) { tidyjson::serialize_to(b, all, CtxA{}); }), 0u);
  EXPECT_EQ(allocations_per_100_writes([&](std::string& b) { tidyjson::serialize_to(b, all, CtxAMeta{}); }), 0u);
  static const tidyjson::options opts{SETTINGS_A};
  EXPECT_EQ(allocations_per_100_writes([&](std::string& b) { tidyjson::serialize_to(b, all, opts); }), 0u);
  // The counter counts: a fresh string per call allocates.
  EXPECT_GE(allocations_per_100_writes([&](std::string&) { (void)tidyjson::serialize(all, CtxAFast{}); }), 100u);
}

TEST(Contexts, FastPathIsServedForCleanTypes) {
  static_assert(tidyjson::fast_path_served_v<CtxA, ctx::Widget>);
  static_assert(tidyjson::fast_path_served_v<CtxAFast, std::vector<ctx::Widget>>);
  static_assert(!tidyjson::fast_path_served_v<CtxAMeta, ctx::Widget>);
  static_assert(CtxAFast::generation_mode == tidyjson::generation::fast_path);
  SUCCEED();
}

}  // namespace

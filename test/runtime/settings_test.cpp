// Every setting of tidyjson::options: naming, ignore conditions, enums,
// case-insensitive names, unmapped and duplicate members, comments, trailing
// commas, max depth (reading and writing), indentation, escaping and the web
// preset.
#include "test_util.hpp"

#include <array>
#include <cctype>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;
using tidyjson_test::write_failure;

namespace cfg {
struct Names {
  int unit_price = 1;
  int HTTPServer = 2;
  int userID = 3;
  int line2Total = 4;
  int _private = 5;
  int x = 6;
  int a_b_c = 7;
  friend bool operator==(const Names&, const Names&) = default;
};
TIDYJSON_TYPE(Names, unit_price, HTTPServer, userID, line2Total, _private, x, a_b_c)

enum class Mode { off, on, auto_detect };
TIDYJSON_ENUM(Mode, off, on, (auto_detect, "auto"))

struct Inner {
  int n = 0;
  friend bool operator==(const Inner&, const Inner&) = default;
};
TIDYJSON_TYPE(Inner, n)

struct Mixed {
  std::optional<int> maybe;
  std::unique_ptr<int> ptr;
  int zero = 0;
  std::string empty;
  std::vector<int> none;
  bool flag = false;
  double real = 0;
  Mode mode = Mode::off;
  Inner inner;
  tidyjson::decimal price;
};
TIDYJSON_TYPE(Mixed, maybe, ptr, zero, empty, none, flag, real, mode, inner, price)

struct Settings {
  Mode mode = Mode::off;
  std::vector<Mode> history;
  std::map<Mode, int> counts;
  friend bool operator==(const Settings&, const Settings&) = default;
};
TIDYJSON_TYPE(Settings, mode, history, counts)

struct Doc {
  std::string title;
  std::vector<int> values;
  std::vector<int> empty_list;
  std::map<std::string, int> dict;
  std::map<std::string, int> empty_dict;
  Inner inner;
  std::tuple<int, std::string> pair;
  std::optional<std::string> note;
};
TIDYJSON_TYPE(Doc, title, values, empty_list, dict, empty_dict, inner, pair, note)

struct Link {
  int v = 0;
  std::unique_ptr<Link> next;
};
TIDYJSON_TYPE(Link, v, next)

struct Arrays {
  int c_values[2] = {};
  std::array<int, 2> std_values{};
};
TIDYJSON_TYPE(Arrays, c_values, std_values)

struct Cafe {
  int price = 0;
  std::string menu;
};
TIDYJSON_TYPE(Cafe, (price, tidyjson::rename{"caf\xc3\xa9 <price>"}), menu)
}  // namespace cfg

namespace {

std::string upper(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return out;
}

// ---------------------------------------------------------------------------
// Naming

TEST(Naming, EveryPolicy) {
  const cfg::Names n;
  EXPECT_EQ(tidyjson::serialize(n),
            R"({"unit_price":1,"HTTPServer":2,"userID":3,"line2Total":4,"_private":5,"x":6,"a_b_c":7})");
  const std::vector<std::pair<tidyjson::naming, std::string>> expected = {
      {tidyjson::naming::camel_case,
       R"({"unitPrice":1,"httpServer":2,"userID":3,"line2Total":4,"private":5,"x":6,"aBC":7})"},
      {tidyjson::naming::snake_case,
       R"({"unit_price":1,"http_server":2,"user_id":3,"line2_total":4,"private":5,"x":6,"a_b_c":7})"},
      {tidyjson::naming::kebab_case,
       R"({"unit-price":1,"http-server":2,"user-id":3,"line2-total":4,"private":5,"x":6,"a-b-c":7})"},
      {tidyjson::naming::pascal_case,
       R"({"UnitPrice":1,"HTTPServer":2,"UserID":3,"Line2Total":4,"Private":5,"X":6,"ABC":7})"},
  };
  for (const auto& [policy, text] : expected) {
    const tidyjson::options opts{policy};
    EXPECT_EQ(tidyjson::serialize(n, opts), text);
    // The converted names are also the names read.
    cfg::Names changed{10, 20, 30, 40, 50, 60, 70};
    EXPECT_EQ(round_trip(changed, opts), changed);
  }
}

TEST(Naming, ConvertedNamesOnly) {
  static const tidyjson::options camel{tidyjson::naming::camel_case};
  EXPECT_EQ(tidyjson::deserialize<cfg::Names>(R"({"unit_price":9})", camel).unit_price, 1);
  EXPECT_EQ(tidyjson::deserialize<cfg::Names>(R"({"unitPrice":9})", camel).unit_price, 9);
}

TEST(Naming, Callback) {
  static const tidyjson::options opts{tidyjson::naming_callback{&upper}};
  EXPECT_EQ(tidyjson::serialize(cfg::Inner{3}, opts), R"({"N":3})");
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"N":4})", opts).n, 4);
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"n":4})", opts).n, 0);
}

// ---------------------------------------------------------------------------
// Ignore conditions

TEST(Ignore, Never) {
  const cfg::Mixed m;
  EXPECT_EQ(tidyjson::serialize(m),
            R"({"maybe":null,"ptr":null,"zero":0,"empty":"","none":[],"flag":false,"real":0,"mode":0,)"
            R"("inner":{"n":0},"price":0})");
}

TEST(Ignore, WhenNull) {
  static const tidyjson::options opts{tidyjson::ignore::when_null};
  cfg::Mixed m;
  EXPECT_EQ(tidyjson::serialize(m, opts),
            R"({"zero":0,"empty":"","none":[],"flag":false,"real":0,"mode":0,"inner":{"n":0},"price":0})");
  m.maybe = 0;
  m.ptr = std::make_unique<int>(0);
  EXPECT_EQ(tidyjson::serialize(m, opts),
            R"({"maybe":0,"ptr":0,"zero":0,"empty":"","none":[],"flag":false,"real":0,"mode":0,"inner":{"n":0},)"
            R"("price":0})");
}

TEST(Ignore, WhenDefault) {
  static const tidyjson::options opts{tidyjson::ignore::when_default};
  cfg::Mixed m;
  EXPECT_EQ(tidyjson::serialize(m, opts), "{}");
  m.zero = 1;
  m.empty = "e";
  m.none = {0};
  m.flag = true;
  m.real = -0.5;
  m.mode = cfg::Mode::on;
  m.inner.n = 2;
  m.price = tidyjson::decimal(1, 2);
  m.maybe = 0;
  EXPECT_EQ(tidyjson::serialize(m, opts),
            R"({"maybe":0,"zero":1,"empty":"e","none":[0],"flag":true,"real":-0.5,"mode":1,"inner":{"n":2},)"
            R"("price":0.01})");
  // "0.00" equals zero: left out.
  cfg::Mixed z;
  z.price = tidyjson::decimal(0, 2);
  EXPECT_EQ(tidyjson::serialize(z, opts), "{}");
}

TEST(Ignore, WhenDefaultComparesArraysElementWise) {
  static const tidyjson::options opts{tidyjson::ignore::when_default};
  cfg::Arrays a;
  EXPECT_EQ(tidyjson::serialize(a, opts), "{}");
  a.c_values[1] = 3;
  a.std_values[0] = 4;
  EXPECT_EQ(tidyjson::serialize(a, opts), R"({"c_values":[0,3],"std_values":[4,0]})");
}

TEST(Ignore, PrettyWithTheFirstMemberLeftOut) {
  static const tidyjson::options opts{tidyjson::ignore::when_null, tidyjson::indent{2}};
  // The first two members are null: no comma or blank line before the third.
  EXPECT_EQ(tidyjson::serialize(cfg::Mixed{}, opts),
            "{\n  \"zero\": 0,\n  \"empty\": \"\",\n  \"none\": [],\n  \"flag\": false,\n  \"real\": 0,\n"
            "  \"mode\": 0,\n  \"inner\": {\n    \"n\": 0\n  },\n  \"price\": 0\n}");
  // The last member is null: nothing dangling after the one before.
  cfg::Doc d;
  d.title = "t";
  EXPECT_EQ(tidyjson::serialize(d, opts),
            "{\n  \"title\": \"t\",\n  \"values\": [],\n  \"empty_list\": [],\n  \"dict\": {},\n"
            "  \"empty_dict\": {},\n  \"inner\": {\n    \"n\": 0\n  },\n  \"pair\": [\n    0,\n    \"\"\n  ]\n}");
  static const tidyjson::options def{tidyjson::ignore::when_default, tidyjson::indent{2}};
  cfg::Mixed m;
  EXPECT_EQ(tidyjson::serialize(m, def), "{}");
  m.price = tidyjson::decimal(5, 0);
  EXPECT_EQ(tidyjson::serialize(m, def), "{\n  \"price\": 5\n}");
}

// ---------------------------------------------------------------------------
// Enums

TEST(Enums, AsNumberAndAsString) {
  const cfg::Settings s{cfg::Mode::auto_detect, {cfg::Mode::off, cfg::Mode::on}, {{cfg::Mode::on, 2}}};
  EXPECT_EQ(tidyjson::serialize(s), R"({"mode":2,"history":[0,1],"counts":{"on":2}})");
  EXPECT_EQ(round_trip(s), s);
  static const tidyjson::options as_string{tidyjson::enums::as_string};
  EXPECT_EQ(tidyjson::serialize(s, as_string), R"({"mode":"auto","history":["off","on"],"counts":{"on":2}})");
  EXPECT_EQ(round_trip(s, as_string), s);
  auto f = read_failure<cfg::Settings>(R"({"mode":2})", as_string);
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected a string naming an enumerator of cfg::Mode, got a number");
  f = read_failure<cfg::Settings>(R"({"mode":"auto_detect"})", as_string);
  EXPECT_EQ(f.code, error_code::unknown_enumerator);
  EXPECT_EQ(f.message, "\"auto_detect\" is not an enumerator of cfg::Mode");
  EXPECT_EQ(f.path, "$.mode");
  EXPECT_EQ(read_code<cfg::Settings>(R"({"mode":"ON"})", as_string), error_code::unknown_enumerator);
  EXPECT_EQ(read_code<cfg::Settings>(R"({"mode":"on"})"), error_code::type_mismatch);
  EXPECT_EQ(read_code<cfg::Mode>("1.5"), error_code::type_mismatch);
  // Strict: a number that is no enumerator's value is refused, even though
  // the underlying type could hold it.
  f = read_failure<cfg::Settings>(R"({"mode":300})");
  EXPECT_EQ(f.code, error_code::unknown_enumerator);
  EXPECT_EQ(f.message, "300 is not the value of an enumerator of cfg::Mode");
  EXPECT_EQ(f.path, "$.mode");
  EXPECT_EQ(f.column, 9u);
  EXPECT_EQ(read_code<cfg::Mode>("-1"), error_code::unknown_enumerator);
  EXPECT_EQ(tidyjson::deserialize<cfg::Mode>("2"), cfg::Mode::auto_detect);
}

TEST(Enums, CaseInsensitiveNames) {
  static const tidyjson::options opts{tidyjson::enums::as_string, tidyjson::names::case_insensitive};
  EXPECT_EQ(tidyjson::deserialize<cfg::Mode>(R"("ON")", opts), cfg::Mode::on);
  EXPECT_EQ(tidyjson::deserialize<cfg::Mode>(R"("Auto")", opts), cfg::Mode::auto_detect);
}

// ---------------------------------------------------------------------------
// Matching member names

TEST(Names, CaseSensitiveByDefault) {
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"N":5})").n, 0);
  static const tidyjson::options strict{tidyjson::unmapped::error};
  EXPECT_EQ(read_code<cfg::Inner>(R"({"N":5})", strict), error_code::unknown_member);
}

TEST(Names, CaseInsensitive) {
  static const tidyjson::options opts{tidyjson::names::case_insensitive, tidyjson::naming::camel_case};
  const auto n = tidyjson::deserialize<cfg::Names>(R"({"UNITPRICE":11,"httpserver":12,"UserId":13})", opts);
  EXPECT_EQ(n.unit_price, 11);
  EXPECT_EQ(n.HTTPServer, 12);
  EXPECT_EQ(n.userID, 13);
  // Two spellings of one member are a duplicate.
  const auto f = read_failure<cfg::Names>(R"({"unitPrice":1,"UnitPrice":2})", opts);
  EXPECT_EQ(f.code, error_code::duplicate_member);
  EXPECT_EQ(f.column, 16u);
}

TEST(Unmapped, ErrorNamesTheMember) {
  static const tidyjson::options opts{tidyjson::unmapped::error};
  const auto f = read_failure<std::vector<cfg::Inner>>("[{\"n\":1},\n {\"n\":2, \"m\":3}]", opts);
  EXPECT_EQ(f.code, error_code::unknown_member);
  EXPECT_EQ(f.message, "unknown member \"m\" for cfg::Inner (tidyjson::unmapped::skip ignores it)");
  EXPECT_EQ(f.path, "$[1]");
  EXPECT_EQ(f.line, 2u);
  EXPECT_EQ(f.column, 10u);
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"n":1})", opts).n, 1);
}

TEST(Duplicates, ErrorByDefaultLastWinsWhenAsked) {
  const auto f = read_failure<cfg::Inner>(R"({"n":1, "n":2})");
  EXPECT_EQ(f.code, error_code::duplicate_member);
  EXPECT_EQ(f.message, "duplicate member \"n\" (tidyjson::duplicates::last_wins accepts it)");
  EXPECT_EQ(f.path, "$");
  EXPECT_EQ(f.column, 9u);
  static const tidyjson::options last{tidyjson::duplicates::last_wins};
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"n":1, "n":2})", last).n, 2);
  const auto d = tidyjson::deserialize<cfg::Doc>(R"({"values":[1],"values":[2,3]})", last);
  EXPECT_EQ(d.values, (std::vector<int>{2, 3}));
}

// ---------------------------------------------------------------------------
// Comments and trailing commas

TEST(Comments, RejectedByDefault) {
  auto f = read_failure<std::vector<int>>("[1, // one\n 2]");
  EXPECT_EQ(f.code, error_code::comment);
  EXPECT_EQ(f.message, "comments are not allowed (tidyjson::comments::skip accepts them)");
  EXPECT_EQ(f.column, 5u);
  f = read_failure<int>("/* c */ 1");
  EXPECT_EQ(f.code, error_code::comment);
  EXPECT_EQ(f.column, 1u);
  EXPECT_EQ(read_code<cfg::Inner>("{\"n\":1}// done"), error_code::comment);
}

TEST(Comments, SkippedWhenAllowed) {
  static const tidyjson::options opts{tidyjson::comments::skip};
  const std::string text = R"(// leading
    /* block */ { /* before key */ "n" /* before colon */ : /* before value */ 5 // after value
      /* before close */ } // trailing
    /* last */)";
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(text, opts).n, 5);
  EXPECT_EQ(tidyjson::deserialize<std::vector<int>>("[1,/**/2/***/,3//x\n]", opts), (std::vector<int>{1, 2, 3}));
  EXPECT_EQ(tidyjson::deserialize<cfg::Doc>(R"({"dict":{/*c*/"a"/*c*/:/*c*/1/*c*/},"skip":[/*c*/]})", opts).dict.at("a"),
            1);
  auto f = read_failure<int>("1 /* open", opts);
  EXPECT_EQ(f.code, error_code::unexpected_end);
  EXPECT_EQ(f.message, "unterminated comment");
  EXPECT_EQ(f.column, 3u);
  EXPECT_EQ(read_code<int>("1 / 2", opts), error_code::unexpected_character);
  EXPECT_EQ(read_code<int>("1 /", opts), error_code::unexpected_end);
  EXPECT_EQ(read_code<int>("// only a comment", opts), error_code::unexpected_end);
}

TEST(TrailingCommas, RejectedByDefault) {
  auto f = read_failure<std::vector<int>>("[1,2,]");
  EXPECT_EQ(f.code, error_code::trailing_comma);
  EXPECT_EQ(f.message, "trailing comma before ']' (tidyjson::trailing_commas::allow accepts it)");
  EXPECT_EQ(f.column, 5u);
  f = read_failure<cfg::Inner>("{\"n\":1 , }");
  EXPECT_EQ(f.code, error_code::trailing_comma);
  EXPECT_EQ(f.message, "trailing comma before '}' (tidyjson::trailing_commas::allow accepts it)");
  EXPECT_EQ(f.column, 8u);
  EXPECT_EQ((read_code<std::map<std::string, int>>(R"({"a":1,})")), error_code::trailing_comma);
  EXPECT_EQ((read_code<std::tuple<int, int>>("[1,2,]")), error_code::trailing_comma);
  EXPECT_EQ((read_code<std::array<int, 2>>("[1,2,]")), error_code::trailing_comma);
  EXPECT_EQ(read_code<std::vector<int>>("[,]"), error_code::unexpected_character);
}

TEST(TrailingCommas, AllowedWhenAsked) {
  static const tidyjson::options opts{tidyjson::trailing_commas::allow};
  EXPECT_EQ(tidyjson::deserialize<std::vector<int>>("[1,2,]", opts), (std::vector<int>{1, 2}));
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>("{\"n\":1,}", opts).n, 1);
  EXPECT_EQ((tidyjson::deserialize<std::map<std::string, int>>(R"({"a":1,})", opts)),
            (std::map<std::string, int>{{"a", 1}}));
  EXPECT_EQ((tidyjson::deserialize<std::tuple<int, int>>("[1,2,]", opts)), (std::tuple<int, int>{1, 2}));
  EXPECT_EQ((tidyjson::deserialize<std::array<int, 2>>("[1,2 , ]", opts)), (std::array<int, 2>{1, 2}));
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"skip":[1,{"a":2,},],"n":3,})", opts).n, 3);
  // Only one, and only after a value.
  EXPECT_EQ(read_code<std::vector<int>>("[1,,]", opts), error_code::unexpected_character);
  EXPECT_EQ(read_code<std::vector<int>>("[,]", opts), error_code::unexpected_character);
  EXPECT_EQ(read_code<cfg::Inner>("{,}", opts), error_code::unexpected_character);
}

// ---------------------------------------------------------------------------
// Depth

std::string nested_arrays(int depth) { return std::string(static_cast<std::size_t>(depth), '[') + std::string(static_cast<std::size_t>(depth), ']'); }

using Deep = std::vector<std::vector<std::vector<std::vector<int>>>>;

TEST(MaxDepth, ReadingDefaultIs64) {
  // The top-level value is depth 1; skipped values count as well.
  EXPECT_EQ(read_code<cfg::Inner>("{\"skip\":" + nested_arrays(63) + "}"), error_code::none);
  const auto f = read_failure<cfg::Inner>("{\"skip\":" + nested_arrays(64) + "}");
  EXPECT_EQ(f.code, error_code::depth_exceeded);
  EXPECT_EQ(f.message, "nesting deeper than the maximum depth of 64 (tidyjson::max_depth)");
  EXPECT_EQ(f.column, 72u);
}

TEST(MaxDepth, ReadingTypedValues) {
  static const tidyjson::options opts{tidyjson::max_depth{3}};
  EXPECT_EQ(tidyjson::deserialize<Deep>("[[[]]]", opts).size(), 1u);
  const auto f = read_failure<Deep>("[[[[]]]]", opts);
  EXPECT_EQ(f.code, error_code::depth_exceeded);
  EXPECT_EQ(f.message, "nesting deeper than the maximum depth of 3 (tidyjson::max_depth)");
  EXPECT_EQ(f.path, "$[0][0][0]");
  EXPECT_EQ(f.column, 4u);
  EXPECT_EQ(read_code<cfg::Link>(R"({"v":1,"next":{"v":2,"next":{"v":3}}})", opts), error_code::none);
  EXPECT_EQ(read_code<cfg::Link>(R"({"v":1,"next":{"v":2,"next":{"v":3,"next":{}}}})", opts),
            error_code::depth_exceeded);
  EXPECT_EQ((read_code<std::map<std::string, std::vector<std::vector<int>>>>(R"({"a":[[1]]})", opts)),
            error_code::none);
  EXPECT_EQ((read_code<std::map<std::string, Deep>>(R"({"a":[[[1]]]})", opts)), error_code::depth_exceeded);
}

TEST(MaxDepth, Writing) {
  static const tidyjson::options opts{tidyjson::max_depth{3}};
  Deep three(1);
  three[0].resize(1);
  EXPECT_EQ(tidyjson::serialize(three, opts), "[[[]]]");
  Deep four = three;
  four[0][0].resize(1);
  const auto f = write_failure(four, opts);
  EXPECT_EQ(f.code, error_code::depth_exceeded);
  EXPECT_EQ(f.message, "nesting deeper than the maximum depth of 3 (tidyjson::max_depth)");
  EXPECT_EQ(f.path, "$[0][0][0]");
  // A recursive structure deeper than the default limit.
  cfg::Link head;
  cfg::Link* tail = &head;
  for (int i = 1; i < 64; ++i) {
    tail->next = std::make_unique<cfg::Link>();
    tail = tail->next.get();
    tail->v = i;
  }
  EXPECT_EQ(write_failure(head).code, error_code::none);
  tail->next = std::make_unique<cfg::Link>();
  const auto g = write_failure(head);
  EXPECT_EQ(g.code, error_code::depth_exceeded);
  EXPECT_EQ(g.path.size(), std::string("$").size() + 64 * std::string(".next").size());
  // What can be written can be read with the same options.
  const std::string text = tidyjson::serialize(three, opts);
  EXPECT_EQ(read_code<Deep>(text, opts), error_code::none);
}

// ---------------------------------------------------------------------------
// Indentation

TEST(Indent, ExactPrettyText) {
  static const tidyjson::options opts{tidyjson::indent{2}};
  cfg::Doc d;
  d.title = "t";
  d.values = {1, 2};
  d.dict = {{"a", 1}, {"b", 2}};
  d.inner.n = 3;
  d.pair = {4, "four"};
  EXPECT_EQ(tidyjson::serialize(d, opts),
            "{\n"
            "  \"title\": \"t\",\n"
            "  \"values\": [\n"
            "    1,\n"
            "    2\n"
            "  ],\n"
            "  \"empty_list\": [],\n"
            "  \"dict\": {\n"
            "    \"a\": 1,\n"
            "    \"b\": 2\n"
            "  },\n"
            "  \"empty_dict\": {},\n"
            "  \"inner\": {\n"
            "    \"n\": 3\n"
            "  },\n"
            "  \"pair\": [\n"
            "    4,\n"
            "    \"four\"\n"
            "  ],\n"
            "  \"note\": null\n"
            "}");
  EXPECT_EQ(tidyjson::serialize(std::vector<int>{}, opts), "[]");
  EXPECT_EQ(tidyjson::serialize(7, opts), "7");
  EXPECT_EQ(tidyjson::serialize(std::vector<std::vector<int>>{{}, {1}}, opts), "[\n  [],\n  [\n    1\n  ]\n]");
}

TEST(Indent, TabsAndWidth) {
  static const tidyjson::options tabs{tidyjson::indent{1, '\t'}};
  EXPECT_EQ(tidyjson::serialize(std::map<std::string, std::vector<int>>{{"k", {1}}}, tabs),
            "{\n\t\"k\": [\n\t\t1\n\t]\n}");
  static const tidyjson::options four{tidyjson::indent{4}};
  EXPECT_EQ(tidyjson::serialize(cfg::Inner{1}, four), "{\n    \"n\": 1\n}");
  // Pretty output reads back.
  cfg::Doc d;
  d.values = {5};
  d.note = "n";
  const auto back = tidyjson::deserialize<cfg::Doc>(tidyjson::serialize(d, four));
  EXPECT_EQ(back.values, d.values);
  EXPECT_EQ(back.note, d.note);
}

// ---------------------------------------------------------------------------
// Escaping of member names

TEST(Escaping, MemberNames) {
  const cfg::Cafe c{3, "m"};
  EXPECT_EQ(tidyjson::serialize(c), "{\"caf\xc3\xa9 <price>\":3,\"menu\":\"m\"}");
  static const tidyjson::options html{tidyjson::escaping::html_safe};
  EXPECT_EQ(tidyjson::serialize(c, html), "{\"caf\xc3\xa9 \\u003cprice\\u003e\":3,\"menu\":\"m\"}");
  static const tidyjson::options ascii{tidyjson::escaping::ascii_only};
  EXPECT_EQ(tidyjson::serialize(c, ascii), R"({"caf\u00e9 <price>":3,"menu":"m"})");
  // Escaped names match after decoding.
  EXPECT_EQ(tidyjson::deserialize<cfg::Cafe>(R"({"caf\u00e9 \u003cprice>":4})").price, 4);
  EXPECT_EQ(tidyjson::deserialize<cfg::Inner>(R"({"\u006e":4})").n, 4);
}

// ---------------------------------------------------------------------------
// The web preset

TEST(Web, Preset) {
  static const tidyjson::options web{tidyjson::web};
  EXPECT_EQ(web.naming_policy(), tidyjson::naming::camel_case);
  EXPECT_EQ(web.name_matching(), tidyjson::names::case_insensitive);
  EXPECT_TRUE(tidyjson::has(web.number_handling(), tidyjson::numbers::allow_reading_from_string));
  const cfg::Names n;
  EXPECT_EQ(tidyjson::serialize(n, web),
            R"({"unitPrice":1,"httpServer":2,"userID":3,"line2Total":4,"private":5,"x":6,"aBC":7})");
  const auto back = tidyjson::deserialize<cfg::Names>(R"({"UnitPrice":"21","HTTPSERVER":22})", web);
  EXPECT_EQ(back.unit_price, 21);
  EXPECT_EQ(back.HTTPServer, 22);
}

TEST(Web, LaterSettingsOverrideThePreset) {
  static const tidyjson::options opts{tidyjson::web, tidyjson::naming::snake_case, tidyjson::names::case_sensitive};
  EXPECT_EQ(opts.naming_policy(), tidyjson::naming::snake_case);
  EXPECT_EQ(opts.name_matching(), tidyjson::names::case_sensitive);
  EXPECT_EQ(tidyjson::serialize(cfg::Names{}, opts).substr(0, 15), R"({"unit_price":1)");
  static const tidyjson::options before{tidyjson::naming::snake_case, tidyjson::web};
  EXPECT_EQ(before.naming_policy(), tidyjson::naming::camel_case);
}

// ---------------------------------------------------------------------------
// The options object

TEST(Options, DefaultsAndGetters) {
  const tidyjson::options o;
  EXPECT_EQ(o.naming_policy(), tidyjson::naming::as_declared);
  EXPECT_EQ(o.ignore_condition(), tidyjson::ignore::never);
  EXPECT_EQ(o.enum_format(), tidyjson::enums::as_number);
  EXPECT_EQ(o.number_handling(), tidyjson::numbers::strict);
  EXPECT_EQ(o.unmapped_members(), tidyjson::unmapped::skip);
  EXPECT_EQ(o.duplicate_members(), tidyjson::duplicates::error);
  EXPECT_EQ(o.comment_handling(), tidyjson::comments::reject);
  EXPECT_EQ(o.trailing_comma_handling(), tidyjson::trailing_commas::reject);
  EXPECT_EQ(o.escape_mode(), tidyjson::escaping::minimal);
  EXPECT_EQ(o.depth_limit(), 64);
  EXPECT_EQ(o.indent_width(), 0);
}

TEST(Options, CopiesAndMovesKeepTheSettings) {
  tidyjson::options a{tidyjson::naming::kebab_case, tidyjson::indent{1}};
  EXPECT_EQ(tidyjson::serialize(cfg::Names{}, a).substr(0, 17), "{\n \"unit-price\": ");
  const tidyjson::options b = a;  // copy: same settings, own cache
  EXPECT_EQ(tidyjson::serialize(cfg::Names{}, b), tidyjson::serialize(cfg::Names{}, a));
  const tidyjson::options c = std::move(a);  // move: takes the cache
  EXPECT_EQ(tidyjson::serialize(cfg::Names{}, c), tidyjson::serialize(cfg::Names{}, b));
  EXPECT_EQ(c.naming_policy(), tidyjson::naming::kebab_case);
}

TEST(Options, OneOptionsObjectServesManyTypes) {
  static const tidyjson::options opts{tidyjson::naming::pascal_case};
  for (int i = 0; i < 3; ++i) {
    EXPECT_EQ(tidyjson::serialize(cfg::Inner{i}, opts), "{\"N\":" + std::to_string(i) + "}");
    EXPECT_NE(tidyjson::serialize(cfg::Cafe{i, ""}, opts).find("\"Menu\""), std::string::npos);
    EXPECT_EQ(tidyjson::deserialize<cfg::Inner>("{\"N\":" + std::to_string(i) + "}", opts).n, i);
  }
}

}  // namespace

// tidyjson::nulls: null given for a member whose type cannot hold it. Strict
// by default (a type mismatch naming the member); with nulls::keep_default the
// member keeps the value it was initialized with, as nlohmann::json's files
// need (it writes `"section": null` for a struct whose to_json wrote nothing).
// Required members, array elements and map values are never read that way.
#include "test_util.hpp"

#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::failure;
using tidyjson_test::read_failure;

namespace lenient_model {

enum class Level { low, high };
TIDYJSON_ENUM(Level, low, high)

struct Section {
  int level = 3;
  std::string name = "default";
};
TIDYJSON_TYPE(Section, level, name)

/// Reads a level from a string; null is no string, so the member keeps its
/// value.
struct LevelText {
  static std::string to_json(const int& v) { return std::to_string(v); }
  static int from_json(const std::string& s) { return std::stoi(s); }
};
/// Reads an optional string: the converter itself is given null.
struct MaybeName {
  static std::optional<std::string> to_json(const std::string& s) {
    return s.empty() ? std::nullopt : std::optional<std::string>(s);
  }
  static std::string from_json(const std::optional<std::string>& s) { return s.value_or("(none)"); }
};

struct Config {
  Section output;
  Section input;
  std::optional<int> retries = 5;
  std::vector<int> ports{80, 443};
  std::map<std::string, int> limits{{"cpu", 2}};
  int timeout = 30;
  double ratio = 0.5;
  bool verbose = true;
  Level level = Level::high;
  std::string host = "localhost";
  int parsed = 7;
  std::string label = "x";
  std::string id;
};
TIDYJSON_TYPE(Config, output, input, retries, ports, limits, timeout, ratio, verbose, level, host,
              (parsed, tidyjson::with<LevelText>{}), (label, tidyjson::with<MaybeName>{}),
              (id, tidyjson::required{}))

const char* const all_null =
    R"({"output":null,"input":{"level":1,"name":"in"},"retries":null,"ports":null,"limits":null,)"
    R"("timeout":null,"ratio":null,"verbose":null,"level":null,"host":null,"parsed":null,"label":null,"id":"a"})";

const char* const defaults_kept =
    R"({"output":{"level":3,"name":"default"},"input":{"level":1,"name":"in"},"retries":null,"ports":[80,443],)"
    R"("limits":{"cpu":2},"timeout":30,"ratio":0.5,"verbose":true,"level":1,"host":"localhost","parsed":"7",)"
    R"json("label":"(none)","id":"a"})json";

}  // namespace lenient_model

TIDYJSON_CONTEXT(LenientJson, (lenient_model::Config, std::vector<lenient_model::Config>), tidyjson::nulls::keep_default)

namespace {

const tidyjson::options& lenient() {
  static const tidyjson::options o{tidyjson::nulls::keep_default};
  return o;
}

TEST(Nulls, StrictByDefault) {
  EXPECT_EQ(read_failure<lenient_model::Config>(lenient_model::all_null),
            (failure{error_code::type_mismatch, "expected an object, got null", "$.output", 1, 11}));
  EXPECT_EQ(read_failure<lenient_model::Config>(R"({"timeout":null})"),
            (failure{error_code::type_mismatch, "expected a number, got null", "$.timeout", 1, 12}));
  EXPECT_EQ(tidyjson::options{}.null_members(), tidyjson::nulls::error);
}

TEST(Nulls, KeepDefaultLeavesEachMemberAsInitialized) {
  // Optionals (and a converter whose JSON type is one) read null as always.
  EXPECT_EQ(tidyjson::serialize(tidyjson::deserialize<lenient_model::Config>(lenient_model::all_null, lenient())), lenient_model::defaults_kept);
  EXPECT_EQ(tidyjson::serialize(tidyjson::deserialize<lenient_model::Config>(lenient_model::all_null, LenientJson{})),
            lenient_model::defaults_kept);
}

TEST(Nulls, KeepDefaultIsNotForRequiredMembersElementsOrMapValues) {
  EXPECT_EQ(read_failure<lenient_model::Config>(R"({"id":null})", lenient()),
            (failure{error_code::type_mismatch, "expected a string, got null", "$.id", 1, 7}));
  EXPECT_EQ(read_failure<lenient_model::Config>(R"({"ports":[1,null],"id":""})", lenient()),
            (failure{error_code::type_mismatch, "expected a number, got null", "$.ports[1]", 1, 13}));
  EXPECT_EQ(read_failure<lenient_model::Config>(R"({"limits":{"cpu":null},"id":""})", lenient()),
            (failure{error_code::type_mismatch, "expected a number, got null", "$.limits.cpu", 1, 18}));
  EXPECT_EQ(read_failure<std::vector<lenient_model::Section>>(R"([null])", lenient()),
            (failure{error_code::type_mismatch, "expected an object, got null", "$[0]", 1, 2}));
  // What only starts like null is still bad input, with its position.
  EXPECT_EQ(read_failure<lenient_model::Config>(R"({"timeout":nul})", lenient()),
            (failure{error_code::unexpected_character, "unexpected 'n'; expected a number", "$.timeout", 1, 12}));
}

TEST(Nulls, KeepDefaultAppliesAtEveryDepth) {
  const auto c = tidyjson::deserialize<lenient_model::Config>(R"({"input":{"level":null,"name":null},"id":""})", lenient());
  EXPECT_EQ(c.input.level, 3);
  EXPECT_EQ(c.input.name, "default");
}

TEST(Nulls, ReusedElementsGoBackToTheirDefaults) {
  // The second element's nulls must not keep the first element's values.
  const std::string text = std::string("[") +
                           R"({"output":{"level":9,"name":"nine"},"timeout":1,"host":"h","id":"1"},)" + lenient_model::all_null +
                           "]";
  for (int pass = 0; pass < 2; ++pass) {
    std::istringstream in(text);
    std::vector<std::string> got;
    if (pass == 0) {
      for (const auto& c : tidyjson::deserialize_stream<lenient_model::Config>(in, lenient()).reuse_elements()) {
        got.push_back(tidyjson::serialize(c));
      }
    } else {
      for (const auto& c : tidyjson::deserialize_stream<lenient_model::Config>(in, LenientJson{}).reuse_elements()) {
        got.push_back(tidyjson::serialize(c));
      }
    }
    ASSERT_EQ(got.size(), 2U);
    EXPECT_EQ(got[1], lenient_model::defaults_kept) << "pass " << pass;
  }
}

TEST(Nulls, TheSchemaAllowsNullWhereTheReaderDoes) {
  const std::string strict = tidyjson::json_schema<lenient_model::Section>();
  const std::string loose = tidyjson::json_schema<lenient_model::Section>(lenient());
  EXPECT_NE(strict.find(R"("name":{"type":"string"})"), std::string::npos) << strict;
  EXPECT_NE(loose.find(R"("name":{"type":["string","null"]})"), std::string::npos) << loose;
}

TEST(Nulls, SettingsAreDistinctInTheMetadataCache) {
  // Two options that differ only here must not share answers.
  static const tidyjson::options strict{};
  EXPECT_FALSE(tidyjson::try_deserialize<lenient_model::Section>(R"({"level":null})", strict).has_value());
  EXPECT_TRUE(tidyjson::try_deserialize<lenient_model::Section>(R"({"level":null})", lenient()).has_value());
  EXPECT_FALSE(tidyjson::try_deserialize<lenient_model::Section>(R"({"level":null})", strict).has_value());
}

}  // namespace

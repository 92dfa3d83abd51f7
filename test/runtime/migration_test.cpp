// The recipes of docs/migration-from-nlohmann.md, "Recipes from a port", run
// against nlohmann::json where the recipe promises the same output: a model
// header on <tidyjson/describe.hpp>, null for a struct member
// (nulls::keep_default), a JSON shape chosen at run time, a member that
// accepts two input shapes, validation after reading, indent{n} for
// dump(n), and nlohmann's member order.
// First, so that it compiles with nothing but <tidyjson/describe.hpp>.
#include "migration_model.hpp"

#include "test_util.hpp"

#include <nlohmann/json.hpp>

#include <filesystem>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

using tidyjson::error_code;

// nlohmann's side of the same model, as the program had it.
namespace port {
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Output, format, level)
NLOHMANN_DEFINE_TYPE_NON_INTRUSIVE(Settings, append, output, verbose)
}  // namespace port

namespace port {
// Validation of the whole object after reading, in the file that reads.
tidyjson::result<Job> read_job(std::string_view text) {
  auto job = tidyjson::try_deserialize<Job>(text);
  if (job && job->name.empty()) {
    return tidyjson::error_info{tidyjson::error_code::invalid_value, "a job needs a name", "$.name"};
  }
  return job;
}
}  // namespace port

namespace {

// --- null for a struct member -------------------------------------------

TEST(Migration, NullForAnEmptyStructIsItsDefaultWithKeepDefault) {
  // What the old program wrote for a Settings whose output had no to_json.
  const std::string old_file = R"({"append":true,"output":null,"verbose":false})";
  static const tidyjson::options lenient{tidyjson::nulls::keep_default};
  const port::Settings s = tidyjson::deserialize<port::Settings>(old_file, lenient);
  EXPECT_TRUE(s.append);
  EXPECT_EQ(s.output.format, "json");
  EXPECT_EQ(s.output.level, 1);
  const auto strict = tidyjson::try_deserialize<port::Settings>(old_file);
  ASSERT_FALSE(strict.has_value());
  EXPECT_EQ(strict.error().path, "$.output");
  EXPECT_EQ(strict.error().message, "expected an object, got null");
}

// --- indent{n} for dump(n), and the member order ---------------------------

TEST(Migration, IndentWritesWhatDumpWritesInTheSameMemberOrder) {
  const port::Settings s{true, {"text", 3}, false};
  static const tidyjson::options pretty{tidyjson::indent{4}};
  // Settings lists its members in name order, the order nlohmann::json keeps.
  EXPECT_EQ(tidyjson::serialize(s, pretty), nlohmann::json(s).dump(4));
  static const tidyjson::options two{tidyjson::indent{2}};
  EXPECT_EQ(tidyjson::serialize(s, two), nlohmann::json(s).dump(2));
}

// --- a JSON shape chosen at run time ---------------------------------------

TEST(Migration, AShapeChosenAtRunTimeIsAnOptionalPerShape) {
  static const tidyjson::options compact{tidyjson::ignore::when_null};
  port::Target by_file;
  by_file.file = "main.cpp";
  port::Target by_list;
  by_list.files = std::vector<std::string>{"a.cpp", "b.cpp"};
  EXPECT_EQ(tidyjson::serialize(by_file, compact), R"({"file":"main.cpp"})");
  EXPECT_EQ(tidyjson::serialize(by_list, compact), R"({"files":["a.cpp","b.cpp"]})");
  EXPECT_EQ(tidyjson::deserialize<port::Target>(R"({"files":["x"]})").files->size(), 1U);
}

// --- two input shapes --------------------------------------------------------

TEST(Migration, AMemberThatAcceptsTwoShapesReadsThroughAVariant) {
  const auto a = tidyjson::deserialize<port::Command>(R"({"arguments":"cc -c a.c"})");
  EXPECT_EQ(a.arguments, (std::vector<std::string>{"cc", "-c", "a.c"}));
  const auto b = tidyjson::deserialize<port::Command>(R"({"arguments":["cc","-c","b.c"]})");
  EXPECT_EQ(b.arguments, (std::vector<std::string>{"cc", "-c", "b.c"}));
  // Written in one shape, the array.
  EXPECT_EQ(tidyjson::serialize(a), R"({"arguments":["cc","-c","a.c"]})");
  const auto bad = tidyjson::try_deserialize<port::Command>(R"({"arguments":7})");
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().path, "$.arguments");
}

// --- validation after reading -----------------------------------------------

TEST(Migration, ValidationInAConverterReportsThePath) {
  const auto ok = tidyjson::deserialize<port::Job>(R"({"name":"build","jobs":4})");
  EXPECT_EQ(ok.jobs, 4);
  const auto bad = tidyjson::try_deserialize<port::Job>(R"({"name":"build","jobs":0})");
  ASSERT_FALSE(bad.has_value());
  EXPECT_EQ(bad.error().code, error_code::converter_failed);
  EXPECT_EQ(bad.error().path, "$.jobs");
  EXPECT_EQ(bad.error().message, "jobs must be between 1 and 256");
}

TEST(Migration, ValidationOfTheWholeObjectAfterReading) {
  EXPECT_TRUE(port::read_job(R"({"name":"x","jobs":2})").has_value());
  const auto r = port::read_job(R"({"name":"","jobs":2})");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, error_code::invalid_value);
  EXPECT_EQ(r.error().path, "$.name");
}

// --- a converter for a standard type in the model header ---------------------

TEST(Migration, AConverterForStdFilesystemPath) {
  const port::Entry e{"src/a.cpp", {"include", "third party"}};
  const std::string text = tidyjson::serialize(e);
  EXPECT_EQ(text, R"({"file":"src/a.cpp","include":["include","third party"]})");
  EXPECT_EQ(tidyjson::deserialize<port::Entry>(text).include.at(1), std::filesystem::path("third party"));
}

}  // namespace

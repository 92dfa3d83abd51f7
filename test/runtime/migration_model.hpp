// A model header as docs/migration-from-nlohmann.md recommends it: the types,
// their descriptions and their converters, on <tidyjson/describe.hpp> alone
// (the calls are in migration_test.cpp, which includes tidyjson.hpp). The
// code of each recipe is the page's.
#pragma once

#include <tidyjson/describe.hpp>

#include <filesystem>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

// A converter for a type of another library goes at global scope (or in
// that type's own namespace), where the runtime's lookup finds it.
struct PathAsString {
  static std::string to_json(const std::filesystem::path& p) { return p.generic_string(); }
  static std::filesystem::path from_json(const std::string& s) { return s; }
};
TIDYJSON_CONVERTER(std::filesystem::path, PathAsString)

namespace port {

struct Output {
  std::string format = "json";
  int level = 1;
};
TIDYJSON_TYPE(Output, format, level)

/// Members in name order: nlohmann::json keeps an object's members sorted.
struct Settings {
  bool append = false;
  Output output;
  bool verbose = false;
};
TIDYJSON_TYPE(Settings, append, output, verbose)

/// A JSON shape chosen at run time: one file, or a list of them.
struct Target {
  std::optional<std::string> file;
  std::optional<std::vector<std::string>> files;
};
TIDYJSON_TYPE(Target, file, files)

/// A member that accepts two input shapes (a command line as one string, or
/// as its words) and is written in one.
struct WordsOrLine {
  using json = std::variant<std::string, std::vector<std::string>>;
  static json to_json(const std::vector<std::string>& words) { return words; }
  static std::vector<std::string> from_json(const json& j) {
    if (const auto* words = std::get_if<std::vector<std::string>>(&j)) return *words;
    std::vector<std::string> words;
    std::istringstream line(std::get<std::string>(j));
    for (std::string w; line >> w;) words.push_back(w);
    return words;
  }
};
struct Command {
  std::vector<std::string> arguments;
};
TIDYJSON_TYPE(Command, (arguments, tidyjson::with<WordsOrLine>{}))

/// Validation of one member, where it is read: the error has its path.
struct JobCount {
  static int to_json(const int& n) { return n; }
  static int from_json(int n) {
    if (n < 1 || n > 256) throw std::invalid_argument("jobs must be between 1 and 256");
    return n;
  }
};
struct Job {
  std::string name;
  int jobs = 1;
};
TIDYJSON_TYPE(Job, name, (jobs, tidyjson::with<JobCount>{}))

struct Entry {
  std::filesystem::path file;
  std::vector<std::filesystem::path> include;
};
TIDYJSON_TYPE(Entry, file, include)

}  // namespace port

// RUN: %check_json_tidy --no-compile %s json-missing-registration %t

// Standard-library types are judged by the runtime's own verdict, which the
// compiler works out for every type a call reaches (defect_v, marked
// "tidyjson::verdict" in core/reach.hpp): what the runtime rejects is
// reported at the call, what it serves is not. None of these has a fix (the
// member needs another type or a converter), and the file does not compile
// outside clang-tidy: the compiler rejects the same calls
// (std-types-agreement.test compares the two on a longer list).

#include <tidyjson/tidyjson.hpp>

#include <any>
#include <chrono>
#include <complex>
#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

struct Unsupported {
  std::complex<double> phase;
  std::filesystem::path file;
  std::optional<std::any> extra;
  std::chrono::steady_clock::time_point started;
};
TIDYJSON_TYPE(Unsupported, phase, file, extra, started)

std::string positive_foreign(const Unsupported& u) {
  return tidyjson::serialize(u);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'std::any' is not described, so this call cannot write it; it is defined in a system header: give it a converter (TIDYJSON_CONVERTER, or tidyjson::with<...> on the member) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'std::any' is reached through Unsupported::extra -> std::optional<std::any> -> std::any
  // CHECK-NOTES: :[[@LINE-3]]:10: warning: type 'std::chrono::steady_clock::time_point' is not described, so this call cannot write it; it is defined in a system header: give it a converter (TIDYJSON_CONVERTER, or tidyjson::with<...> on the member) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-4]]:10: note: 'std::chrono::steady_clock::time_point' is reached through Unsupported::started -> std::chrono::steady_clock::time_point
  // CHECK-NOTES: :[[@LINE-5]]:10: warning: type 'std::complex<double>' is not described, so this call cannot write it; it is defined in a system header: give it a converter (TIDYJSON_CONVERTER, or tidyjson::with<...> on the member) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-6]]:10: note: 'std::complex<double>' is reached through Unsupported::phase -> std::complex<double>
  // CHECK-NOTES: :[[@LINE-7]]:10: warning: type 'std::filesystem::path' is not described, so this call cannot write it; it is defined in a system header: give it a converter (TIDYJSON_CONVERTER, or tidyjson::with<...> on the member) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-8]]:10: note: 'std::filesystem::path' is reached through Unsupported::file -> std::filesystem::path
}

struct Text {
  std::wstring title;
};
TIDYJSON_TYPE(Text, title)

std::string positive_wide_characters(const Text& t) {
  return tidyjson::serialize(t);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'wchar_t' is not described, so this call cannot write it; it is not a type tidyjson writes: give the member a converter (tidyjson::with<...>) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'wchar_t' is reached through Text::title -> std::wstring -> wchar_t
}

struct Key {
  int id = 0;
};
TIDYJSON_TYPE(Key, id)

struct Maps {
  std::map<double, int> by_price;
  std::map<Key, std::string> by_key;
  std::multimap<std::string, int> tags;
};
TIDYJSON_TYPE(Maps, by_price, by_key, tags)

std::string positive_maps(const Maps& m) {
  return tidyjson::serialize(m);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: map 'std::map<Key, std::string>' has keys of type 'Key', which cannot be JSON member names, so this call cannot write it; key it by a string, an integer, a described enumeration or tidyjson::uuid [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'std::map<Key, std::string>' is reached through Maps::by_key -> std::map<Key, std::string>
  // CHECK-NOTES: :[[@LINE-3]]:10: warning: map 'std::map<double, int>' has keys of type 'double', which cannot be JSON member names, so this call cannot write it; key it by a string, an integer, a described enumeration or tidyjson::uuid [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-4]]:10: note: 'std::map<double, int>' is reached through Maps::by_price -> std::map<double, int>
  // CHECK-NOTES: :[[@LINE-5]]:10: warning: map 'std::multimap<std::string, int>' can hold a key twice, which a JSON object cannot, so this call cannot write it; use a map of vectors, or a vector of pairs [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-6]]:10: note: 'std::multimap<std::string, int>' is reached through Maps::tags -> std::multimap<std::string, int>
}

struct Counter {
  unsigned __int128 total = 0;
};
TIDYJSON_TYPE(Counter, total)

Counter positive_wide_integer(std::string_view s) {
  return tidyjson::deserialize<Counter>(s);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'unsigned __int128' is an integer wider than 64 bits, so this call cannot read it; use tidyjson::decimal, two 64-bit members, or a converter to a string [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'unsigned __int128' is reached through Counter::total -> unsigned __int128
}

struct View {
  const char* label = "";
  std::map<std::string_view, int> counts;
};
TIDYJSON_TYPE(View, label, counts)

// Written: fine. Read: a view cannot own what it reads.
std::string negative_write_view(const View& v) { return tidyjson::serialize(v); }
View positive_read_view(std::string_view s) {
  return tidyjson::deserialize<View>(s);
  // CHECK-NOTES: :[[@LINE-1]]:10: warning: type 'const char *' can be written but not read, so this call cannot read it; read into an owning type (std::unique_ptr for a raw pointer, std::string for a C string or a std::string_view key, a container with clear() and push_back or insert) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-2]]:10: note: 'const char *' is reached through View::label -> const char *
  // CHECK-NOTES: :[[@LINE-3]]:10: warning: type 'std::map<std::string_view, int>' can be written but not read, so this call cannot read it; read into an owning type (std::unique_ptr for a raw pointer, std::string for a C string or a std::string_view key, a container with clear() and push_back or insert) [json-missing-registration]
  // CHECK-NOTES: :[[@LINE-4]]:10: note: 'std::map<std::string_view, int>' is reached through View::counts -> std::map<std::string_view, int>
}

// What the runtime serves: nothing to report.
struct Served {
  std::string name;
  std::vector<std::optional<std::int64_t>> values;
  std::map<std::uint32_t, std::vector<std::string>> groups;
  std::chrono::system_clock::time_point at;
  std::chrono::milliseconds took{};
  std::chrono::year_month_day day;
  std::string_view borrowed;
};
TIDYJSON_TYPE(Served, name, values, groups, at, took, day, borrowed)

std::string negative_served_write(const Served& s) { return tidyjson::serialize(s); }
Served negative_served_read(std::string_view s) { return tidyjson::deserialize<Served>(s); }

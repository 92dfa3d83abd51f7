// Compile-fail test: a map whose keys cannot be JSON member names (here
// double) is one compile error naming the key type and the path of the map.
// CompileFail.cmake builds this file as it is, where it must compile, and
// with -DTIDYJSON_COMPILE_FAIL, which keys the map by double.
//
// EXPECT: map_key_must_be_a_string_integer_enum_or_uuid<double, tidyjson::detail::reached_from<prices::Table, tidyjson::detail::json_path<tidyjson::detail::fixed_string<10>{"$.by_size"}>
#include <tidyjson/tidyjson.hpp>

#include <map>
#include <string>

namespace prices {
struct Table {
#ifdef TIDYJSON_COMPILE_FAIL
  std::map<double, int> by_size;
#else
  std::map<std::string, int> by_size;
#endif
};
TIDYJSON_TYPE(Table, by_size)
}  // namespace prices

int main() { return tidyjson::serialize(prices::Table{}).empty() ? 1 : 0; }

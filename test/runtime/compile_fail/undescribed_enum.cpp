// Compile-fail test: an enumeration without TIDYJSON_ENUM, used directly and
// as a map key, is one compile error per use naming it, the second with the
// path of the map's keys (".*~"). Built twice by
// CompileFail.cmake, once with -DTIDYJSON_COMPILE_FAIL (no description).
//
// EXPECT: type_must_be_described<paint::Shade, tidyjson::detail::reached_from<paint::Shade, tidyjson::detail::json_path<tidyjson::detail::fixed_string<2>{"$"}>
// EXPECT: .*~"}>
// EXPECT-ERRORS: 2
#include <tidyjson/tidyjson.hpp>

#include <map>
#include <string>

namespace paint {
enum class Shade { light, dark };
#ifndef TIDYJSON_COMPILE_FAIL
TIDYJSON_ENUM(Shade, light, dark)
#endif
}  // namespace paint

int main() {
  const std::string a = tidyjson::serialize(paint::Shade::dark);
  const std::map<paint::Shade, int> counts{{paint::Shade::light, 1}};
  const std::string b = tidyjson::serialize(counts);
  return static_cast<int>(a.size() + b.size() + static_cast<std::size_t>(tidyjson::deserialize<paint::Shade>("1")));
}

// Compile-fail test: json_schema of a type that reaches an undescribed type is
// the same single compile error as serialize, naming the type and its path
// (tidyjson::detail::type_must_be_described<catalog::Sticker, ...>).
// CompileFail.cmake builds this file as it is (it must compile) and with
// -DTIDYJSON_COMPILE_FAIL, which removes Sticker's description.
//
// EXPECT: type_must_be_described<catalog::Sticker, tidyjson::detail::reached_from<catalog::Book, tidyjson::detail::json_path<tidyjson::detail::fixed_string<14>{"$.stickers[*]"}>
#include <tidyjson/tidyjson.hpp>

#include <optional>
#include <string>
#include <vector>

namespace catalog {
struct Sticker {
  std::string text;
};
#ifndef TIDYJSON_COMPILE_FAIL
TIDYJSON_TYPE(Sticker, text)
#endif

struct Book {
  std::string title;
  std::vector<std::optional<Sticker>> stickers;
};
TIDYJSON_TYPE(Book, title, stickers)
}  // namespace catalog

int main() {
  const std::string schema = tidyjson::json_schema<catalog::Book>();
  return schema.empty() ? 1 : 0;
}

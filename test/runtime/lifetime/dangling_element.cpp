// Lifetime test for tidyjson::document (Dangling.cmake): the accessors of a
// document are [[clang::lifetimebound]], so clang's -Wdangling (on by
// default) reports an element or a view kept from a document that dies at the
// end of the statement. Correct uses, chained accessors on a living document
// included, must not warn. Every line that ends in the comment "dangling" must
// warn when TIDYJSON_DANGLING is defined.
#include <tidyjson/tidyjson.hpp>

#include <optional>
#include <string>
#include <string_view>

namespace {

std::size_t count(tidyjson::element e) { return e.is_array() ? e.size() : 0; }

std::size_t correct(std::string_view text) {
  const auto doc = tidyjson::document::parse(text);
  const tidyjson::element root = doc.root();
  const tidyjson::element first = doc.root()["lines"][0];
  const std::string_view sku = doc["lines"][0]["sku"].as_string();
  const std::optional<tidyjson::element> notes = doc.find("notes");
  std::size_t n = count(root["lines"]) + sku.size() + (notes ? 1 : 0) + count(first);
  for (const tidyjson::member m : doc.root().members()) n += m.key.size();
  for (const tidyjson::element e : root["lines"].elements()) n += e.size();
  // A copy owns its data: it may outlive the document it came from.
  const tidyjson::document line = tidyjson::document::parse(text)["lines"][0].copy();
  n += line.root().size();
  return n;
}

#ifdef TIDYJSON_DANGLING
std::size_t dangling(std::string_view text) {
  const tidyjson::element root = tidyjson::document::parse(text).root();  // dangling
  const tidyjson::element lines = tidyjson::document::parse(text)["lines"];  // dangling
  const tidyjson::element first = tidyjson::document::parse(text)[0];  // dangling
  const auto notes = tidyjson::document::parse(text).find("notes");  // dangling
  return count(root) + count(lines) + count(first) + (notes ? 1 : 0);
}
#endif

}  // namespace

int main() {
  const std::string text = R"({"lines":[{"sku":"A-1","qty":2}],"notes":null})";
  std::size_t n = correct(text);
#ifdef TIDYJSON_DANGLING
  n += dangling(text);
#endif
  return n == 0 ? 1 : 0;
}

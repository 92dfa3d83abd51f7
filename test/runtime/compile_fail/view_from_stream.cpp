// Compile-fail test: deserialize(std::istream&) reads the text into a buffer
// of its own and frees it when it returns, so a type that holds a
// std::string_view (here two levels down) would be handed back pointing into
// freed memory. Reading one from a string the caller keeps is fine, and
// compiles; with -DTIDYJSON_COMPILE_FAIL the same type is read from a stream.
//
// EXPECT: type_holds_a_string_view_into_text_the_call_frees<
// EXPECT: Catalog
// EXPECT: use std::string
#include <tidyjson/tidyjson.hpp>

#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

struct Entry {
  std::optional<std::string_view> label;
  int id = 0;
};
TIDYJSON_TYPE(Entry, label, id)

struct Catalog {
  std::vector<Entry> entries;
};
TIDYJSON_TYPE(Catalog, entries)

int main() {
  const std::string text = R"({"entries":[{"label":"a","id":1}]})";
  const auto kept = tidyjson::deserialize<Catalog>(text);  // views into `text`, which outlives them
#ifdef TIDYJSON_COMPILE_FAIL
  std::istringstream in(text);
  const auto freed = tidyjson::deserialize<Catalog>(in);
  return freed.entries.size() == 1 ? 0 : 1;
#else
  return kept.entries.size() == 1 ? 0 : 1;
#endif
}

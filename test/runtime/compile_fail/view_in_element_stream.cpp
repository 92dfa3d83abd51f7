// Compile-fail test: deserialize_stream reads each element from a buffer it
// refills, and deserialize(FILE*) of a vector reads its elements the same
// way, so an element holding a std::string_view would point into text that
// is overwritten by the next read. Elements that own their strings compile;
// with -DTIDYJSON_COMPILE_FAIL an element with a view is streamed.
//
// EXPECT: type_holds_a_string_view_into_text_the_call_frees<
// EXPECT: Tag
// EXPECT: use std::string
#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <string>
#include <string_view>

struct Row {
  std::string name;
};
TIDYJSON_TYPE(Row, name)

struct Tag {
  std::string_view name;
};
TIDYJSON_TYPE(Tag, name)

int main() {
  std::size_t n = 0;
  for (const Row& r : tidyjson::deserialize_stream<Row>(stdin)) n += r.name.size();
#ifdef TIDYJSON_COMPILE_FAIL
  for (const Tag& t : tidyjson::deserialize_stream<Tag>(stdin)) n += t.name.size();
#endif
  return n > 0 ? 0 : 1;
}

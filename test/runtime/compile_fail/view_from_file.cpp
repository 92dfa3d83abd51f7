// Compile-fail test: deserialize(FILE*) of a vector reads its elements one
// at a time through a buffer it refills (deserialize_stream's), and of any
// other type from a text it frees on return: a std::string_view in the value
// would dangle either way. With -DTIDYJSON_COMPILE_FAIL a vector of a type
// with a view, as a map's value, is read from a file.
//
// EXPECT: type_holds_a_string_view_into_text_the_call_frees<
// EXPECT: use std::string
#include <tidyjson/tidyjson.hpp>

#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

struct Note {
  std::map<std::string, std::string_view> fields;
};
TIDYJSON_TYPE(Note, fields)

int main() {
  const auto owned = tidyjson::deserialize<std::vector<std::map<std::string, std::string>>>(stdin);
#ifdef TIDYJSON_COMPILE_FAIL
  const auto notes = tidyjson::deserialize<std::vector<Note>>(stdin);
  return notes.empty() ? 1 : 0;
#else
  return owned.empty() ? 1 : 0;
#endif
}

// Compile-fail test: a member renamed to a name that is not UTF-8 would be
// written as it is (invalid output) and could never be matched in valid
// input; a context's compile-time metadata refuses it. The same type under
// options fails every write and read with invalid_utf8_output instead
// (scan_paths_test MemberKeys.ANameThatIsNotUtf8IsRefusedBeforeAnyKeyIsRead).
//
// EXPECT: a member's JSON name (rename) is not valid UTF-8
#include <tidyjson/tidyjson.hpp>

struct Latin1 {
  int x = 0;
};
#ifdef TIDYJSON_COMPILE_FAIL
TIDYJSON_TYPE(Latin1, (x, tidyjson::rename{"caf\xe9"}))
#else
TIDYJSON_TYPE(Latin1, (x, tidyjson::rename{"caf\xc3\xa9"}))
#endif
TIDYJSON_CONTEXT(Latin1Json, (Latin1))

int main() { return tidyjson::serialize(Latin1{}, Latin1Json{}).empty() ? 1 : 0; }

// Compile-fail test: under a context's constant settings two members of one
// type whose JSON names coincide (here by the naming policy) would be written
// twice into one object, invalid JSON; the context's compile-time metadata
// refuses them. Without the policy the names differ, and the file compiles.
//
// EXPECT: two members of this type have one JSON name under the context's settings
#include <tidyjson/tidyjson.hpp>

#include <string>

struct Both {
  int foo_bar = 1;
  int fooBar = 2;
};
TIDYJSON_TYPE(Both, foo_bar, fooBar)

#ifdef TIDYJSON_COMPILE_FAIL
TIDYJSON_CONTEXT(BothJson, (Both), tidyjson::naming::camel_case)
#else
TIDYJSON_CONTEXT(BothJson, (Both))
#endif

int main() { return tidyjson::serialize(Both{}, BothJson{}).empty() ? 1 : 0; }

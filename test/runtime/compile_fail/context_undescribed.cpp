// Compile-fail test: a context whose root types reach a type that is neither
// built in nor described is one compile error at the context, naming the type
// and its path from the root; it never compiles into a writer that leaves the
// value out ({"sku":"A","parts":[{"dim":}]}). CompileFail.cmake builds this
// file as it is, where it must compile, and with -DTIDYJSON_COMPILE_FAIL,
// which removes Dim's description.
//
// EXPECT: type_must_be_described<shop::Dim, tidyjson::detail::reached_from<shop::Item, tidyjson::detail::json_path<tidyjson::detail::fixed_string<15>{"$.parts[*].dim"}>
// EXPECT: neither built in nor described
#include <tidyjson/tidyjson.hpp>

#include <optional>
#include <string>
#include <vector>

namespace shop {
struct Dim {
  double w = 0;
};
#ifndef TIDYJSON_COMPILE_FAIL
TIDYJSON_TYPE(Dim, w)
#endif

struct Part {
  std::optional<Dim> dim;
};
TIDYJSON_TYPE(Part, dim)

struct Item {
  std::string sku;
  std::vector<Part> parts;
};
TIDYJSON_TYPE(Item, sku, parts)

// Not used at all: the context alone must fail.
TIDYJSON_CONTEXT(ShopJson, (Item))
}  // namespace shop

int main() { return 0; }

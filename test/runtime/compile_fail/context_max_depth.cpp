// Compile-fail test: a context whose max_depth is above
// max_depth::typed_limit cannot read or write typed values (they recurse, and
// the limit is the depth proven to fit a 1 MiB stack): using it is one compile
// error naming the context and the depth. At the limit the file compiles.
//
// EXPECT: context_max_depth_above_typed_limit<tree::DeepJson, 257>
#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace tree {
struct Node {
  int id = 0;
  std::vector<Node> kids;
};
TIDYJSON_TYPE(Node, id, kids)

#ifdef TIDYJSON_COMPILE_FAIL
TIDYJSON_CONTEXT(DeepJson, (Node), tidyjson::max_depth{257})
#else
TIDYJSON_CONTEXT(DeepJson, (Node), tidyjson::max_depth{tidyjson::max_depth::typed_limit})
#endif
}  // namespace tree

int main() {
  const std::string text = tidyjson::serialize(tree::Node{1, {}}, tree::DeepJson{});
  return text.empty() ? 1 : 0;
}

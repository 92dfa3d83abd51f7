// Compile-fail test: a context setting the fast path cannot serve
// (references::preserve) with generation::fast_path is one compile error
// naming the context, void for the type (the setting applies to every type)
// and the setting. Without the setting the file compiles.
//
// EXPECT: fast_path_cannot_serve<graph::NodeWriter, void, tidyjson::references::preserve_t>
#include <tidyjson/tidyjson.hpp>

#include <string>

namespace graph {
struct Node {
  std::string label;
  int weight = 0;
};
TIDYJSON_TYPE(Node, label, weight)

#ifdef TIDYJSON_COMPILE_FAIL
TIDYJSON_CONTEXT(NodeWriter, (Node), tidyjson::references::preserve, tidyjson::generation::fast_path)
#else
TIDYJSON_CONTEXT(NodeWriter, (Node), tidyjson::generation::fast_path)
#endif
}  // namespace graph

int main() {
  const std::string text = tidyjson::serialize(graph::Node{"a", 1}, graph::NodeWriter{});
  return text.empty() ? 1 : 0;
}

// RUN: %check_json_tidy %s 'json-*' %t

// Recursive types: every check terminates and reports what is missing once.

#include <tidyjson/tidyjson.hpp>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

struct Node {
  std::string name;
  std::vector<Node> children;
  std::unique_ptr<Node> next;
  std::map<std::string, std::shared_ptr<Node>> links;
};
TIDYJSON_TYPE(Node, name, children, next, links)

struct Tree {
  std::optional<std::vector<Tree>> branches;
  struct Leaf* leaf = nullptr;
};
struct Leaf {
  Tree* parent = nullptr;
  int weight = 0;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Tree, branches, leaf){{$}}
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Leaf, parent, weight){{$}}

TIDYJSON_CONTEXT(NodeJson, (Node), tidyjson::generation::fast_path)

std::string negative_recursive(const Node& n) { return tidyjson::serialize(n) + tidyjson::serialize(n, NodeJson{}); }

std::string positive_recursive_undescribed(const Tree& t) {
  return tidyjson::serialize(t);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'Leaf' is not described
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Tree' is not described
}

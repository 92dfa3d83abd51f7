// Move-only members on every path: std::unique_ptr, containers and maps of
// them, polymorphic bases held by std::unique_ptr (a composite that holds its
// own children too), optionals and variants of them. Written and read through
// options (every ignore condition), contexts (both, metadata, and the fast path
// for what it serves), deserialize_stream with and without reused elements,
// and a read that fails halfway. The runtime's copy and comparison traits
// must see through the containers the standard declares copyable whatever
// their elements (a std::vector<std::unique_ptr<X>> claims to be
// copy-assignable), and never copy.
#include "test_util.hpp"

#include <deque>
#include <list>
#include <map>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <unordered_map>
#include <variant>
#include <vector>

using tidyjson::error_code;

namespace mo {

struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Circle : Shape {
  double radius = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, radius)
/// A composite: a shape that owns shapes.
struct Group : Shape {
  std::vector<std::unique_ptr<Shape>> children;
};
TIDYJSON_DERIVED_TYPE(Group, Shape, children)
TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), (Group, "group"))

struct Node {
  int value = 0;
  std::unique_ptr<Node> next;
};
TIDYJSON_TYPE(Node, value, next)

struct Drawing {
  std::string name = "untitled";
  std::vector<std::unique_ptr<Shape>> shapes;
  std::map<std::string, std::unique_ptr<Shape>> layers;
  std::unordered_map<int, std::unique_ptr<Shape>> by_id;
  std::deque<std::unique_ptr<Shape>> queue;
  std::list<std::unique_ptr<Node>> lists;
  std::optional<std::unique_ptr<Shape>> selected;
  std::variant<int, std::unique_ptr<Shape>> focus;
  std::unique_ptr<Node> history;
  std::vector<std::vector<std::unique_ptr<int>>> grid;
  std::unique_ptr<Shape> fixed[2];
};
TIDYJSON_TYPE(Drawing, name, shapes, layers, by_id, queue, lists, selected, focus, history, grid, fixed)

/// What a fast-path context serves (no polymorphism).
struct Tree {
  std::unique_ptr<Node> head;
  std::vector<std::unique_ptr<Node>> roots;
  std::optional<std::unique_ptr<int>> weight;
  std::map<std::string, std::unique_ptr<int>> counts;
};
TIDYJSON_TYPE(Tree, head, roots, weight, counts)

std::unique_ptr<Shape> circle(int id, double r) {
  auto c = std::make_unique<Circle>();
  c->id = id;
  c->radius = r;
  return c;
}

Drawing sample() {
  Drawing d;
  d.name = "plan";
  auto g = std::make_unique<Group>();
  g->id = 1;
  g->children.push_back(circle(2, 0.5));
  g->children.push_back(std::make_unique<Group>());
  d.shapes.push_back(std::move(g));
  d.shapes.push_back(nullptr);
  d.layers["top"] = circle(3, 1.5);
  d.by_id[7] = circle(7, 7);
  d.queue.push_back(circle(4, 2));
  d.lists.push_back(std::make_unique<Node>());
  d.selected = circle(5, 3);
  d.focus = circle(6, 4);
  d.history = std::make_unique<Node>();
  d.history->value = 1;
  d.history->next = std::make_unique<Node>();
  d.history->next->value = 2;
  d.grid.resize(2);
  d.grid[1].push_back(std::make_unique<int>(9));
  d.grid[1].push_back(nullptr);
  d.fixed[1] = circle(8, 8);
  return d;
}

const char* const sample_json =
    R"({"name":"plan","shapes":[{"$type":"group","id":1,"children":[{"$type":"circle","id":2,"radius":0.5},)"
    R"({"$type":"group","id":0,"children":[]}]},null],"layers":{"top":{"$type":"circle","id":3,"radius":1.5}},)"
    R"("by_id":{"7":{"$type":"circle","id":7,"radius":7}},"queue":[{"$type":"circle","id":4,"radius":2}],)"
    R"("lists":[{"value":0,"next":null}],"selected":{"$type":"circle","id":5,"radius":3},)"
    R"("focus":{"$type":"circle","id":6,"radius":4},"history":{"value":1,"next":{"value":2,"next":null}},)"
    R"("grid":[[],[9,null]],"fixed":[null,{"$type":"circle","id":8,"radius":8}]})";

}  // namespace mo

TIDYJSON_CONTEXT(DrawingJson, (mo::Drawing, std::vector<mo::Drawing>))
TIDYJSON_CONTEXT(DrawingMetadataJson, (mo::Drawing), tidyjson::generation::metadata)
TIDYJSON_CONTEXT(TreeFastJson, (mo::Tree), tidyjson::generation::fast_path)

namespace {

TEST(MoveOnly, WritesAndReadsBackThroughOptions) {
  const mo::Drawing d = mo::sample();
  EXPECT_EQ(tidyjson::serialize(d), mo::sample_json);
  const mo::Drawing back = tidyjson::deserialize<mo::Drawing>(mo::sample_json);
  EXPECT_EQ(tidyjson::serialize(back), mo::sample_json);
  const auto* group = dynamic_cast<const mo::Group*>(back.shapes.at(0).get());
  ASSERT_NE(group, nullptr);
  ASSERT_EQ(group->children.size(), 2U);
  EXPECT_NE(dynamic_cast<const mo::Circle*>(group->children[0].get()), nullptr);
  EXPECT_EQ(back.shapes.at(1), nullptr);
  ASSERT_TRUE(std::holds_alternative<std::unique_ptr<mo::Shape>>(back.focus));
  EXPECT_EQ(std::get<1>(back.focus)->id, 6);
}

TEST(MoveOnly, EveryIgnoreCondition) {
  static const tidyjson::options when_null{tidyjson::ignore::when_null};
  static const tidyjson::options when_default{tidyjson::ignore::when_default};
  mo::Drawing d;
  d.shapes.push_back(nullptr);
  EXPECT_EQ(tidyjson::serialize(d, when_null),
            R"({"name":"untitled","shapes":[null],"layers":{},"by_id":{},"queue":[],"lists":[],"focus":0,)"
            R"("grid":[],"fixed":[null,null]})");
  // A C array whose elements are all null is a default value too.
  EXPECT_EQ(tidyjson::serialize(d, when_default), R"({"name":"untitled","shapes":[null]})");
  const mo::Drawing back = tidyjson::deserialize<mo::Drawing>(tidyjson::serialize(d, when_default), when_default);
  EXPECT_EQ(tidyjson::serialize(back), tidyjson::serialize(d));
}

TEST(MoveOnly, WritesAndReadsBackThroughContexts) {
  const mo::Drawing d = mo::sample();
  EXPECT_EQ(tidyjson::serialize(d, DrawingJson{}), mo::sample_json);
  EXPECT_EQ(tidyjson::serialize(d, DrawingMetadataJson{}), mo::sample_json);
  EXPECT_EQ(tidyjson::serialize(tidyjson::deserialize<mo::Drawing>(mo::sample_json, DrawingJson{})), mo::sample_json);
  EXPECT_EQ(tidyjson::serialize(tidyjson::deserialize<mo::Drawing>(mo::sample_json, DrawingMetadataJson{})),
            mo::sample_json);

  static_assert(tidyjson::fast_path_served_v<TreeFastJson, mo::Tree>);
  mo::Tree t;
  t.head = std::make_unique<mo::Node>();
  t.head->next = std::make_unique<mo::Node>();
  t.roots.push_back(nullptr);
  t.roots.push_back(std::make_unique<mo::Node>());
  t.weight = std::make_unique<int>(4);
  t.counts["a"] = std::make_unique<int>(1);
  const char* const tree_json =
      R"({"head":{"value":0,"next":{"value":0,"next":null}},"roots":[null,{"value":0,"next":null}],"weight":4,)"
      R"("counts":{"a":1}})";
  EXPECT_EQ(tidyjson::serialize(t, TreeFastJson{}), tree_json);
  std::string buffer;
  tidyjson::serialize_to(buffer, t, TreeFastJson{});
  EXPECT_EQ(buffer, tree_json);
  EXPECT_EQ(tidyjson::serialize(tidyjson::deserialize<mo::Tree>(tree_json)), tree_json);
}

TEST(MoveOnly, StreamsWithAndWithoutReusedElements) {
  std::vector<mo::Drawing> all;
  all.push_back(mo::sample());
  all.emplace_back();
  all.push_back(mo::sample());
  std::ostringstream out;
  tidyjson::serialize_stream(out, all);
  std::vector<std::string> expected;
  for (const auto& d : all) expected.push_back(tidyjson::serialize(d));

  for (int mode = 0; mode < 3; ++mode) {
    std::istringstream in(out.str());
    std::vector<std::string> got;
    if (mode == 0) {
      for (mo::Drawing& d : tidyjson::deserialize_stream<mo::Drawing>(in)) got.push_back(tidyjson::serialize(d));
    } else if (mode == 1) {
      for (const mo::Drawing& d : tidyjson::deserialize_stream<mo::Drawing>(in).reuse_elements()) {
        got.push_back(tidyjson::serialize(d));
      }
    } else {
      for (const mo::Drawing& d : tidyjson::deserialize_stream<mo::Drawing>(in, DrawingJson{}).reuse_elements()) {
        got.push_back(tidyjson::serialize(d));
      }
    }
    EXPECT_EQ(got, expected) << "mode " << mode;
  }
  const auto whole = tidyjson::deserialize<std::vector<mo::Drawing>>(out.str(), DrawingJson{});
  ASSERT_EQ(whole.size(), 3U);
  EXPECT_EQ(tidyjson::serialize(whole[2]), expected[2]);
}

TEST(MoveOnly, AFailedReadHandsBackNothing) {
  const auto r = tidyjson::try_deserialize<mo::Drawing>(
      R"({"shapes":[{"$type":"group","children":[{"$type":"circle","radius":"x"}]}]})");
  ASSERT_FALSE(r.has_value());
  EXPECT_EQ(r.error().code, error_code::type_mismatch);
  EXPECT_EQ(r.error().path, "$.shapes[0].children[0].radius");
  const auto unknown = tidyjson::try_deserialize<mo::Drawing>(R"({"shapes":[{"$type":"square"}]})");
  ASSERT_FALSE(unknown.has_value());
  EXPECT_EQ(unknown.error().path, "$.shapes[0]");
}

}  // namespace

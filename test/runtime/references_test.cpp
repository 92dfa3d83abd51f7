// references::preserve: shared objects written once, referenced afterwards,
// read back as one object; cycles; bad references.
#include <tidyjson/tidyjson.hpp>

#include <gtest/gtest.h>

#include <memory>
#include <string>
#include <vector>

namespace refs {
struct Node {
  std::string name;
  std::shared_ptr<Node> next;
  std::vector<std::shared_ptr<Node>> kids;
};
TIDYJSON_TYPE(Node, name, next, kids)

struct Other {
  int x = 0;
};
TIDYJSON_TYPE(Other, x)

struct Mixed {
  std::shared_ptr<Node> node;
  std::shared_ptr<Other> other;
};
TIDYJSON_TYPE(Mixed, node, other)
}  // namespace refs

TIDYJSON_CONTEXT(RefsJson, (refs::Node), tidyjson::references::preserve)

namespace {

using refs::Node;

const tidyjson::options& preserve() {
  static const tidyjson::options o{tidyjson::references::preserve};
  return o;
}

TEST(References, SharedObjectsAreWrittenOnce) {
  auto shared = std::make_shared<Node>(Node{"shared", nullptr, {}});
  const Node root{"root", shared, {shared, std::make_shared<Node>(Node{"other", shared, {}})}};
  EXPECT_EQ(tidyjson::serialize(root, preserve()),
            R"({"name":"root","next":{"$id":"1","name":"shared","next":null,"kids":[]},"kids":[{"$ref":"1"},)"
            R"({"$id":"2","name":"other","next":{"$ref":"1"},"kids":[]}]})");
  // Without the setting the object is written every time.
  EXPECT_EQ(tidyjson::serialize(root).find("$ref"), std::string::npos);
  // A context with the setting writes the same.
  EXPECT_EQ(tidyjson::serialize(root, RefsJson{}), tidyjson::serialize(root, preserve()));
}

TEST(References, ReadBackAsOneSharedObject) {
  auto shared = std::make_shared<Node>(Node{"shared", nullptr, {}});
  const Node root{"root", shared, {shared, std::make_shared<Node>(Node{"other", shared, {}})}};
  const Node back = tidyjson::deserialize<Node>(tidyjson::serialize(root, preserve()), preserve());
  ASSERT_TRUE(back.next);
  EXPECT_EQ(back.next, back.kids[0]);
  EXPECT_EQ(back.kids[1]->next, back.next);
  EXPECT_EQ(back.next->name, "shared");
}

TEST(References, Cycles) {
  auto a = std::make_shared<Node>();
  a->name = "a";
  a->next = a;
  const std::string text = tidyjson::serialize(a, preserve());
  EXPECT_EQ(text, R"({"$id":"1","name":"a","next":{"$ref":"1"},"kids":[]})");
  a->next.reset();  // break the cycle we made
  auto back = tidyjson::deserialize<std::shared_ptr<Node>>(text, preserve());
  EXPECT_EQ(back->next, back);
  back->next.reset();
}

TEST(References, BadReferences) {
  struct bad {
    const char* text;
    tidyjson::error_code code;
    const char* path;
  };
  for (const bad& b :
       {bad{R"({"name":"x","next":{"$ref":"9"},"kids":[]})", tidyjson::error_code::invalid_value, "$.next"},
        bad{R"({"name":"x","next":{"$ref":"1","name":"y"},"kids":[]})", tidyjson::error_code::invalid_value, "$.next"},
        bad{R"({"name":"x","next":{"$id":"1","name":"a"},"kids":[{"$id":"1","name":"b"}]})",
            tidyjson::error_code::duplicate_member, "$.kids[0]"},
        bad{R"({"name":"x","next":{"$id":7},"kids":[]})", tidyjson::error_code::type_mismatch, "$.next"}}) {
    const auto r = tidyjson::try_deserialize<Node>(b.text, preserve());
    ASSERT_FALSE(r) << b.text;
    EXPECT_EQ(r.error().code, b.code) << b.text << ": " << r.error().describe();
    EXPECT_EQ(r.error().path, b.path) << b.text;
  }
}

TEST(References, AReferenceToAnotherTypeIsRejected) {
  const auto r = tidyjson::try_deserialize<refs::Mixed>(R"({"node":{"$id":"1","name":"n"},"other":{"$ref":"1"}})",
                                                        preserve());
  ASSERT_FALSE(r);
  EXPECT_EQ(r.error().code, tidyjson::error_code::type_mismatch);
  EXPECT_EQ(r.error().path, "$.other");
}

TEST(References, ObjectsWithoutIdsReadAsUsual) {
  const Node n = tidyjson::deserialize<Node>(R"({"name":"x","next":{"name":"y","next":null,"kids":[]},"kids":[]})",
                                             preserve());
  ASSERT_TRUE(n.next);
  EXPECT_EQ(n.next->name, "y");
}

}  // namespace

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

// A polymorphic hierarchy behind std::shared_ptr.
struct Shape {
  virtual ~Shape() = default;
  std::string name;
  std::shared_ptr<Shape> next;
};
TIDYJSON_TYPE(Shape, name, next)
struct Circle : Shape {
  double radius = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, radius)
struct Square : Shape {
  int side = 0;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side)
TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), (Square, "square"))

struct Drawing {
  std::vector<std::shared_ptr<Shape>> shapes;
  std::shared_ptr<Shape> focus;
};
TIDYJSON_TYPE(Drawing, shapes, focus)
}  // namespace refs

TIDYJSON_CONTEXT(RefsJson, (refs::Node, refs::Drawing), tidyjson::references::preserve)

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

// Polymorphic objects behind std::shared_ptr are shared too: "$id" first,
// then the discriminator, then the members; {"$ref":...} afterwards.

std::shared_ptr<refs::Circle> circle(const char* name, double r) {
  auto c = std::make_shared<refs::Circle>();
  c->name = name;
  c->radius = r;
  return c;
}

TEST(References, PolymorphicSharedObjectsAreWrittenOnce) {
  auto sun = circle("sun", 5);
  auto box = std::make_shared<refs::Square>();
  box->name = "box";
  box->side = 2;
  box->next = sun;
  const refs::Drawing d{{sun, box, sun}, box};
  const std::string text = tidyjson::serialize(d, preserve());
  EXPECT_EQ(text, R"({"shapes":[{"$id":"1","$type":"circle","name":"sun","next":null,"radius":5},)"
                  R"({"$id":"2","$type":"square","name":"box","next":{"$ref":"1"},"side":2},{"$ref":"1"}],)"
                  R"("focus":{"$ref":"2"}})");
  EXPECT_EQ(tidyjson::serialize(d, RefsJson{}), text);
  // Without the setting each appearance is written in full.
  EXPECT_EQ(tidyjson::serialize(d).find("$ref"), std::string::npos);
}

TEST(References, PolymorphicSharedObjectsReadBackAsOneObject) {
  auto sun = circle("sun", 5);
  auto box = std::make_shared<refs::Square>();
  box->name = "box";
  box->next = sun;
  const refs::Drawing d{{sun, box, sun}, box};
  for (const refs::Drawing& back : {tidyjson::deserialize<refs::Drawing>(tidyjson::serialize(d, preserve()), preserve()),
                                    tidyjson::deserialize<refs::Drawing>(tidyjson::serialize(d, RefsJson{}), RefsJson{})}) {
    ASSERT_EQ(back.shapes.size(), 3u);
    EXPECT_EQ(back.shapes[0], back.shapes[2]);
    EXPECT_EQ(back.shapes[1]->next, back.shapes[0]);
    EXPECT_EQ(back.focus, back.shapes[1]);
    ASSERT_NE(dynamic_cast<const refs::Circle*>(back.shapes[0].get()), nullptr);
    EXPECT_EQ(dynamic_cast<const refs::Circle&>(*back.shapes[0]).radius, 5);
    EXPECT_NE(dynamic_cast<const refs::Square*>(back.focus.get()), nullptr);
    // And it writes the same text again.
    EXPECT_EQ(tidyjson::serialize(back, preserve()), tidyjson::serialize(d, preserve()));
  }
}

TEST(References, PolymorphicCycles) {
  auto a = circle("a", 1);
  a->next = a;
  const std::shared_ptr<refs::Shape> root = a;
  const std::string text = tidyjson::serialize(root, preserve());
  EXPECT_EQ(text, R"({"$id":"1","$type":"circle","name":"a","next":{"$ref":"1"},"radius":1})");
  a->next.reset();
  auto back = tidyjson::deserialize<std::shared_ptr<refs::Shape>>(text, preserve());
  EXPECT_EQ(back->next, back);
  back->next.reset();
}

TEST(References, PolymorphicObjectsWithoutIdsAndBadReferences) {
  // Without "$id" an object is read as usual, discriminator first.
  const auto plain = tidyjson::deserialize<refs::Drawing>(
      R"({"shapes":[{"$type":"square","name":"s","next":null,"side":3}],"focus":null})", preserve());
  ASSERT_EQ(plain.shapes.size(), 1u);
  EXPECT_EQ(dynamic_cast<const refs::Square&>(*plain.shapes[0]).side, 3);
  struct bad {
    const char* text;
    tidyjson::error_code code;
    const char* path;
  };
  for (const bad& b : {
           bad{R"({"shapes":[{"$ref":"1"}],"focus":null})", tidyjson::error_code::invalid_value, "$.shapes[0]"},
           bad{R"({"shapes":[{"$id":"1"}],"focus":null})", tidyjson::error_code::unknown_discriminator, "$.shapes[0]"},
           bad{R"({"shapes":[{"$id":"1","name":"x"}],"focus":null})", tidyjson::error_code::unknown_discriminator,
               "$.shapes[0]"},
           bad{R"({"shapes":[{"$id":"1","$type":"circle"},{"$id":"1","$type":"circle"}],"focus":null})",
               tidyjson::error_code::duplicate_member, "$.shapes[1]"},
           bad{R"({"shapes":[{"$id":"1","$type":"circle","$id":"2"}],"focus":null})",
               tidyjson::error_code::duplicate_member, "$.shapes[0]"},
           bad{R"({"shapes":[{"$id":"1","$type":"hexagon"}],"focus":null})", tidyjson::error_code::unknown_discriminator,
               "$.shapes[0]"},
           bad{R"({"shapes":[{"$id":"1","$type":"circle"}],"focus":{"$ref":"1","name":"x"}})",
               tidyjson::error_code::invalid_value, "$.focus"},
       }) {
    const auto r = tidyjson::try_deserialize<refs::Drawing>(b.text, preserve());
    ASSERT_FALSE(r) << b.text;
    EXPECT_EQ(r.error().code, b.code) << b.text << ": " << r.error().describe();
    EXPECT_EQ(r.error().path, b.path) << b.text;
  }
}

}  // namespace

// Polymorphism: class hierarchies behind unique_ptr/shared_ptr and
// discriminated std::variant, the "$type" member (first, or another key), and
// the errors for unregistered and unknown types.
#include "test_util.hpp"

#include <memory>
#include <string>
#include <variant>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::write_failure;

namespace draw {
struct Shape {
  virtual ~Shape() = default;
  std::string color;
};
TIDYJSON_TYPE(Shape, color)

struct Circle : Shape {
  double radius = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, radius)

struct Square : Shape {
  double side_length = 0;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side_length)

// Described, but not registered with the base.
struct Triangle : Shape {
  double base = 0;
};
TIDYJSON_DERIVED_TYPE(Triangle, Shape, base)

TIDYJSON_POLYMORPHIC(Shape, Circle, (Square, "square"))

struct Canvas {
  std::vector<std::unique_ptr<Shape>> shapes;
  std::shared_ptr<Shape> focus;
};
TIDYJSON_TYPE(Canvas, shapes, focus)

// An abstract base with no members of its own, and a recursive hierarchy.
struct Expr {
  virtual ~Expr() = default;
  [[nodiscard]] virtual int eval() const = 0;
};
struct Num : Expr {
  int value = 0;
  [[nodiscard]] int eval() const override { return value; }
};
TIDYJSON_TYPE(Num, value)
struct Add : Expr {
  std::unique_ptr<Expr> left;
  std::unique_ptr<Expr> right;
  [[nodiscard]] int eval() const override { return left->eval() + right->eval(); }
};
TIDYJSON_TYPE(Add, left, right)
TIDYJSON_POLYMORPHIC_KEY(Expr, "op", (Num, "num"), (Add, "add"))
}  // namespace draw

// Discriminated variants.
namespace ui {
struct Click {
  int x = 0;
  int y = 0;
  friend bool operator==(const Click&, const Click&) = default;
};
TIDYJSON_TYPE(Click, x, y)
struct Key {
  std::string code;
  bool shift = false;
  friend bool operator==(const Key&, const Key&) = default;
};
TIDYJSON_TYPE(Key, code, shift)
struct Scroll {
  int delta = 0;
  friend bool operator==(const Scroll&, const Scroll&) = default;
};
TIDYJSON_TYPE(Scroll, delta)

using Event = std::variant<Click, Key>;
TIDYJSON_POLYMORPHIC(Event, (Click, "click"), (Key, "key"))

// Scroll is an alternative but not registered.
using PartialEvent = std::variant<Click, Scroll>;
TIDYJSON_POLYMORPHIC_KEY(PartialEvent, "kind", (Click, "click"))

struct Log {
  std::vector<Event> events;
  friend bool operator==(const Log&, const Log&) = default;
};
TIDYJSON_TYPE(Log, events)
}  // namespace ui

namespace {

std::unique_ptr<draw::Shape> circle(double r, std::string color = "red") {
  auto c = std::make_unique<draw::Circle>();
  c->radius = r;
  c->color = std::move(color);
  return c;
}

std::unique_ptr<draw::Shape> square(double s) {
  auto q = std::make_unique<draw::Square>();
  q->side_length = s;
  q->color = "blue";
  return q;
}

TEST(Polymorphic, DiscriminatorIsWrittenFirst) {
  EXPECT_EQ(tidyjson::serialize(circle(1.5)), R"({"$type":"Circle","color":"red","radius":1.5})");
  EXPECT_EQ(tidyjson::serialize(square(2)), R"({"$type":"square","color":"blue","side_length":2})");
  std::shared_ptr<draw::Shape> shared = circle(3);
  EXPECT_EQ(tidyjson::serialize(shared), R"({"$type":"Circle","color":"red","radius":3})");
  EXPECT_EQ(tidyjson::serialize(std::unique_ptr<draw::Shape>{}), "null");
}

TEST(Polymorphic, NamingPolicyDoesNotTouchTheDiscriminator) {
  static const tidyjson::options camel{tidyjson::naming::camel_case};
  EXPECT_EQ(tidyjson::serialize(square(2), camel), R"({"$type":"square","color":"blue","sideLength":2})");
  const auto back = tidyjson::deserialize<std::unique_ptr<draw::Shape>>(
      R"({"$type":"square","sideLength":4})", camel);
  ASSERT_NE(dynamic_cast<draw::Square*>(back.get()), nullptr);
  EXPECT_EQ(static_cast<draw::Square&>(*back).side_length, 4);
}

TEST(Polymorphic, PrettyPrinted) {
  static const tidyjson::options pretty{tidyjson::indent{2}};
  EXPECT_EQ(tidyjson::serialize(circle(1), pretty), "{\n  \"$type\": \"Circle\",\n  \"color\": \"red\",\n  \"radius\": 1\n}");
}

TEST(Polymorphic, ReadBackAsTheRightType) {
  draw::Canvas canvas;
  canvas.shapes.push_back(circle(1));
  canvas.shapes.push_back(square(2));
  canvas.shapes.push_back(nullptr);
  canvas.focus = circle(9, "green");
  const std::string text = tidyjson::serialize(canvas);
  EXPECT_EQ(text,
            R"({"shapes":[{"$type":"Circle","color":"red","radius":1},{"$type":"square","color":"blue","side_length":2},)"
            R"(null],"focus":{"$type":"Circle","color":"green","radius":9}})");
  const auto back = tidyjson::deserialize<draw::Canvas>(text);
  ASSERT_EQ(back.shapes.size(), 3u);
  const auto* c = dynamic_cast<const draw::Circle*>(back.shapes[0].get());
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->radius, 1);
  EXPECT_EQ(c->color, "red");
  const auto* s = dynamic_cast<const draw::Square*>(back.shapes[1].get());
  ASSERT_NE(s, nullptr);
  EXPECT_EQ(s->side_length, 2);
  EXPECT_EQ(back.shapes[2], nullptr);
  const auto* f = dynamic_cast<const draw::Circle*>(back.focus.get());
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->color, "green");
  EXPECT_EQ(tidyjson::serialize(back), text);
}

TEST(Polymorphic, OnlyTheDiscriminator) {
  const auto p = tidyjson::deserialize<std::unique_ptr<draw::Shape>>(R"({"$type":"Circle"})");
  ASSERT_NE(dynamic_cast<draw::Circle*>(p.get()), nullptr);
  const auto q = tidyjson::deserialize<std::unique_ptr<draw::Shape>>(R"( { "$type" : "square" , "color":"x" } )");
  ASSERT_NE(dynamic_cast<draw::Square*>(q.get()), nullptr);
  EXPECT_EQ(q->color, "x");
}

TEST(Polymorphic, UnregisteredDerivedTypeIsAnErrorNamingIt) {
  auto t = std::make_unique<draw::Triangle>();
  t->base = 1;
  const std::unique_ptr<draw::Shape> as_base = std::move(t);
  const auto f = write_failure(as_base);
  EXPECT_EQ(f.code, error_code::unregistered_type);
  EXPECT_EQ(f.message,
            "cannot write an object of dynamic type draw::Triangle: it is not registered in "
            "TIDYJSON_POLYMORPHIC(draw::Shape, ...) and would be sliced");
  EXPECT_EQ(f.path, "$");
  // Deep inside: the path leads to it.
  draw::Canvas canvas;
  canvas.shapes.push_back(circle(1));
  canvas.shapes.push_back(std::make_unique<draw::Triangle>());
  const auto g = write_failure(canvas);
  EXPECT_EQ(g.code, error_code::unregistered_type);
  EXPECT_EQ(g.path, "$.shapes[1]");
  // The base itself is not registered either: never written sliced.
  const std::unique_ptr<draw::Shape> plain = std::make_unique<draw::Shape>();
  EXPECT_EQ(write_failure(plain).code, error_code::unregistered_type);
}

TEST(Polymorphic, ReadErrors) {
  using P = std::unique_ptr<draw::Shape>;
  auto f = read_failure<P>(R"({"color":"red","$type":"Circle"})");
  EXPECT_EQ(f.code, error_code::unknown_discriminator);
  EXPECT_EQ(f.message, "expected the discriminator \"$type\" as the first member of draw::Shape");
  EXPECT_EQ(f.column, 1u);
  EXPECT_EQ(read_code<P>("{}"), error_code::unknown_discriminator);
  f = read_failure<P>(R"({"$type":"Hexagon","color":"red"})");
  EXPECT_EQ(f.code, error_code::unknown_discriminator);
  EXPECT_EQ(f.message, "\"Hexagon\" is not a type registered in TIDYJSON_POLYMORPHIC(draw::Shape, ...)");
  EXPECT_EQ(f.column, 10u);
  // Registered names only: the class name of a renamed entry is not one.
  EXPECT_EQ(read_code<P>(R"({"$type":"Square"})"), error_code::unknown_discriminator);
  EXPECT_EQ(read_code<P>(R"({"$type":"Triangle"})"), error_code::unknown_discriminator);
  f = read_failure<P>(R"({"$type":3})");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected a string discriminator, got a number");
  f = read_failure<std::vector<P>>(R"([{"$type":"Circle"},{"$type":"Circle","radius":"big"}])");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.path, "$[1].radius");
  EXPECT_EQ(read_code<P>(R"({"$type":"Circle",})"), error_code::trailing_comma);
  EXPECT_EQ(read_code<P>(R"({"$type":"Circle")"), error_code::unexpected_end);
  EXPECT_EQ(read_code<P>(R"([])"), error_code::type_mismatch);
  static const tidyjson::options strict{tidyjson::unmapped::error};
  EXPECT_EQ(read_code<P>(R"({"$type":"Circle","sides":3})", strict), error_code::unknown_member);
}

TEST(Polymorphic, AbstractBaseAndRecursionWithAnotherKey) {
  auto sum = std::make_unique<draw::Add>();
  auto one = std::make_unique<draw::Num>();
  one->value = 1;
  auto inner = std::make_unique<draw::Add>();
  auto two = std::make_unique<draw::Num>();
  two->value = 2;
  auto three = std::make_unique<draw::Num>();
  three->value = 3;
  inner->left = std::move(two);
  inner->right = std::move(three);
  sum->left = std::move(one);
  sum->right = std::move(inner);
  const std::unique_ptr<draw::Expr> e = std::move(sum);
  const std::string text = tidyjson::serialize(e);
  EXPECT_EQ(text,
            R"({"op":"add","left":{"op":"num","value":1},"right":{"op":"add","left":{"op":"num","value":2},)"
            R"("right":{"op":"num","value":3}}})");
  const auto back = tidyjson::deserialize<std::unique_ptr<draw::Expr>>(text);
  EXPECT_EQ(back->eval(), 6);
  EXPECT_EQ(read_code<std::unique_ptr<draw::Expr>>(R"({"$type":"num"})"), error_code::unknown_discriminator);
}

TEST(DiscriminatedVariant, RoundTrip) {
  const ui::Log log{{ui::Click{1, 2}, ui::Key{"KeyA", true}}};
  const std::string text = tidyjson::serialize(log);
  EXPECT_EQ(text, R"({"events":[{"$type":"click","x":1,"y":2},{"$type":"key","code":"KeyA","shift":true}]})");
  EXPECT_EQ(tidyjson::deserialize<ui::Log>(text), log);
  EXPECT_EQ(tidyjson::deserialize<ui::Event>(R"({"$type":"key"})"), ui::Event{ui::Key{}});
}

TEST(DiscriminatedVariant, Errors) {
  auto f = read_failure<ui::Event>(R"({"x":1})");
  EXPECT_EQ(f.code, error_code::unknown_discriminator);
  f = read_failure<ui::Event>(R"({"$type":"drag"})");
  EXPECT_EQ(f.code, error_code::unknown_discriminator);
  EXPECT_NE(f.message.find("\"drag\""), std::string::npos);
  f = read_failure<ui::Log>(R"({"events":[{"$type":"click","x":"1"}]})");
  EXPECT_EQ(f.path, "$.events[0].x");
}

TEST(DiscriminatedVariant, UnregisteredAlternativeIsAnError) {
  EXPECT_EQ(tidyjson::serialize(ui::PartialEvent{ui::Click{3, 4}}), R"({"kind":"click","x":3,"y":4})");
  const auto f = write_failure(ui::PartialEvent{ui::Scroll{1}});
  EXPECT_EQ(f.code, error_code::unregistered_type);
  EXPECT_NE(f.message.find("ui::Scroll"), std::string::npos) << f.message;
  EXPECT_EQ(tidyjson::deserialize<ui::PartialEvent>(R"({"kind":"click","y":1})"),
            ui::PartialEvent{(ui::Click{0, 1})});
}

}  // namespace

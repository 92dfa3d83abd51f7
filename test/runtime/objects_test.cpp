// Described structs: every description form (namespace scope, global scope
// with a qualified name, intrusive, derived, class templates), member order,
// absent and unknown members, recursion and wide types.
#include "test_util.hpp"

#include <memory>
#include <optional>
#include <string>
#include <vector>

using tidyjson::error_code;
using tidyjson_test::read_code;
using tidyjson_test::read_failure;
using tidyjson_test::round_trip;

// Described right after the type, inside its namespace.
namespace shop {
struct Line {
  std::string sku;
  int qty = 0;
  tidyjson::decimal unit_price;
  friend bool operator==(const Line&, const Line&) = default;
};
TIDYJSON_TYPE(Line, sku, qty, unit_price)

struct Order {
  int id = 0;
  std::vector<Line> lines;
  std::optional<std::string> notes;
  friend bool operator==(const Order&, const Order&) = default;
};
TIDYJSON_TYPE(Order, id, lines, notes);  // a trailing ';' is allowed

// Intrusive: private members.
class Account {
 public:
  Account() = default;
  Account(std::string owner, long balance) : owner_(std::move(owner)), balance_(balance) {}
  [[nodiscard]] const std::string& owner() const { return owner_; }
  [[nodiscard]] long balance() const { return balance_; }
  friend bool operator==(const Account&, const Account&) = default;

 private:
  std::string owner_;
  long balance_ = 0;
  TIDYJSON_TYPE_INTRUSIVE(Account, owner_, balance_)
};

// A class template, described for every T.
template <class T>
struct Page {
  std::vector<T> items;
  std::optional<std::string> next_cursor;
  friend bool operator==(const Page&, const Page&) = default;
};
template <class T>
TIDYJSON_TYPE(Page<T>, items, next_cursor)

struct Empty {
  friend bool operator==(const Empty&, const Empty&) = default;
};
TIDYJSON_TYPE(Empty)
}  // namespace shop

// Described at global scope with a qualified name (where a fix-it inserts it).
namespace geo {
struct Coord {
  double lat = 0;
  double lon = 0;
  friend bool operator==(const Coord&, const Coord&) = default;
};
namespace deep {
template <class T>
struct Box {
  T value{};
  friend bool operator==(const Box&, const Box&) = default;
};
}  // namespace deep
}  // namespace geo
TIDYJSON_TYPE(geo::Coord, lat, lon)
template <class T>
TIDYJSON_TYPE(geo::deep::Box<T>, value)

// A type at global scope.
struct GlobalThing {
  int a = 0;
  friend bool operator==(const GlobalThing&, const GlobalThing&) = default;
};
TIDYJSON_TYPE(GlobalThing, a)

namespace zoo {
struct Animal {
  std::string name;
  int legs = 0;
  friend bool operator==(const Animal&, const Animal&) = default;
};
TIDYJSON_TYPE(Animal, name, legs)

struct Dog : Animal {
  bool good = true;
  friend bool operator==(const Dog&, const Dog&) = default;
};
TIDYJSON_DERIVED_TYPE(Dog, Animal, good)

struct Puppy : Dog {
  int age_weeks = 0;
  friend bool operator==(const Puppy&, const Puppy&) = default;
};
TIDYJSON_DERIVED_TYPE(Puppy, Dog, age_weeks)

// Recursive types.
struct Node {
  int value = 0;
  std::vector<Node> children;
  friend bool operator==(const Node&, const Node&) = default;
};
TIDYJSON_TYPE(Node, value, children)

struct Link {
  int value = 0;
  std::unique_ptr<Link> next;
};
TIDYJSON_TYPE(Link, value, next)
}  // namespace zoo

// More than 64 members through a derived type (the reader's seen-set grows
// beyond one machine word).
#define WIDE_FIELDS_A(X) X(a0) X(a1) X(a2) X(a3) X(a4) X(a5) X(a6) X(a7) X(a8) X(a9) X(a10) X(a11) X(a12) X(a13) X(a14) X(a15) X(a16) X(a17) X(a18) X(a19) X(a20) X(a21) X(a22) X(a23) X(a24) X(a25) X(a26) X(a27) X(a28) X(a29) X(a30) X(a31) X(a32) X(a33) X(a34) X(a35) X(a36) X(a37) X(a38) X(a39)
#define WIDE_DECLARE(name) int name = 0;
namespace wide {
struct Left {
  WIDE_FIELDS_A(WIDE_DECLARE)
};
TIDYJSON_TYPE(Left, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14, a15, a16, a17, a18, a19, a20, a21,
              a22, a23, a24, a25, a26, a27, a28, a29, a30, a31, a32, a33, a34, a35, a36, a37, a38, a39)
struct Right : Left {
  int b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0, b8 = 0, b9 = 0, b10 = 0, b11 = 0, b12 = 0,
      b13 = 0, b14 = 0, b15 = 0, b16 = 0, b17 = 0, b18 = 0, b19 = 0, b20 = 0, b21 = 0, b22 = 0, b23 = 0, b24 = 0,
      b25 = 0, b26 = 0, b27 = 0, b28 = 0, b29 = 0;
};
TIDYJSON_DERIVED_TYPE(Right, Left, b0, b1, b2, b3, b4, b5, b6, b7, b8, b9, b10, b11, b12, b13, b14, b15, b16, b17, b18,
                      b19, b20, b21, b22, b23, b24, b25, b26, b27, b28, (b29, tidyjson::required{}))
}  // namespace wide

namespace {

shop::Order sample_order() {
  return {7, {{"A-1", 2, tidyjson::decimal(1250, 2)}, {"B-2", 1, tidyjson::decimal(18950, 2)}}, "leave at door"};
}

TEST(Objects, MembersInDeclarationOrder) {
  EXPECT_EQ(tidyjson::serialize(sample_order()),
            R"({"id":7,"lines":[{"sku":"A-1","qty":2,"unit_price":12.50},{"sku":"B-2","qty":1,"unit_price":189.50}],)"
            R"("notes":"leave at door"})");
  EXPECT_EQ(round_trip(sample_order()), sample_order());
}

TEST(Objects, ReadInAnyOrderWithWhitespace) {
  const auto o = tidyjson::deserialize<shop::Order>(R"(
    {
      "notes" : null ,
      "lines" : [ { "unit_price" : 1.5 , "qty" : 3 , "sku" : "x" } ] ,
      "id" : 9
    }
  )");
  EXPECT_EQ(o, (shop::Order{9, {{"x", 3, tidyjson::decimal(15, 1)}}, std::nullopt}));
}

TEST(Objects, AbsentMembersKeepTheirDefaults) {
  const auto l = tidyjson::deserialize<shop::Line>(R"({"sku":"only"})");
  EXPECT_EQ(l, (shop::Line{"only", 0, {}}));
  EXPECT_EQ(tidyjson::deserialize<zoo::Dog>("{}").good, true);
}

TEST(Objects, UnknownMembersAreSkippedByDefault) {
  const auto l = tidyjson::deserialize<shop::Line>(
      R"({"extra":{"deep":[1,{"x":[true,null,"s\"tr"]}],"more":-1.5e3},"sku":"s","qty":1,"also":"x"})");
  EXPECT_EQ(l, (shop::Line{"s", 1, {}}));
  // A skipped value is still validated.
  EXPECT_EQ(read_code<shop::Line>(R"({"extra":[1,2,],"sku":"s"})"), error_code::trailing_comma);
  EXPECT_EQ(read_code<shop::Line>(R"({"extra":01})"), error_code::invalid_number);
  EXPECT_EQ(read_code<shop::Line>(R"({"extra":tru})"), error_code::unexpected_character);
  EXPECT_EQ(read_code<shop::Line>(R"({"extra":{"a" 1}})"), error_code::unexpected_character);
}

TEST(Objects, GlobalScopeDescriptions) {
  const geo::Coord c{52.5, 13.25};
  EXPECT_EQ(tidyjson::serialize(c), R"({"lat":52.5,"lon":13.25})");
  EXPECT_EQ(round_trip(c), c);
  const GlobalThing g{3};
  EXPECT_EQ(tidyjson::serialize(g), R"({"a":3})");
  EXPECT_EQ(round_trip(g), g);
  const geo::deep::Box<std::string> b{"inside"};
  EXPECT_EQ(tidyjson::serialize(b), R"({"value":"inside"})");
  EXPECT_EQ(round_trip(b), b);
}

TEST(Objects, IntrusiveWithPrivateMembers) {
  const shop::Account a{"ann", -25};
  EXPECT_EQ(tidyjson::serialize(a), R"({"owner_":"ann","balance_":-25})");
  EXPECT_EQ(round_trip(a), a);
  static const tidyjson::options camel{tidyjson::naming::camel_case};
  EXPECT_EQ(tidyjson::serialize(a, camel), R"({"owner":"ann","balance":-25})");
}

TEST(Objects, ClassTemplates) {
  const shop::Page<shop::Line> p{{{"a", 1, {}}}, "next"};
  EXPECT_EQ(tidyjson::serialize(p), R"({"items":[{"sku":"a","qty":1,"unit_price":0}],"next_cursor":"next"})");
  EXPECT_EQ(round_trip(p), p);
  const shop::Page<int> pi{{1, 2}, std::nullopt};
  EXPECT_EQ(tidyjson::serialize(pi), R"({"items":[1,2],"next_cursor":null})");
  EXPECT_EQ(round_trip(pi), pi);
  const shop::Page<shop::Page<int>> nested{{pi}, std::nullopt};
  EXPECT_EQ(round_trip(nested), nested);
  const geo::deep::Box<geo::Coord> bc{{1, 2}};
  EXPECT_EQ(tidyjson::serialize(bc), R"({"value":{"lat":1,"lon":2}})");
}

TEST(Objects, EmptyType) {
  EXPECT_EQ(tidyjson::serialize(shop::Empty{}), "{}");
  EXPECT_EQ(tidyjson::deserialize<shop::Empty>(R"({"a":1})"), shop::Empty{});
  static const tidyjson::options strict{tidyjson::unmapped::error};
  EXPECT_EQ(read_code<shop::Empty>(R"({"a":1})", strict), error_code::unknown_member);
}

TEST(Objects, DerivedTypesStartWithTheBaseMembers) {
  const zoo::Dog d{{"rex", 4}, false};
  EXPECT_EQ(tidyjson::serialize(d), R"({"name":"rex","legs":4,"good":false})");
  EXPECT_EQ(round_trip(d), d);
  zoo::Puppy p;
  p.name = "bit";
  p.legs = 4;
  p.age_weeks = 9;
  EXPECT_EQ(tidyjson::serialize(p), R"({"name":"bit","legs":4,"good":true,"age_weeks":9})");
  EXPECT_EQ(round_trip(p), p);
}

TEST(Objects, RecursiveTypes) {
  const zoo::Node tree{1, {{2, {}}, {3, {{4, {}}}}}};
  EXPECT_EQ(tidyjson::serialize(tree),
            R"({"value":1,"children":[{"value":2,"children":[]},{"value":3,"children":[{"value":4,"children":[]}]}]})");
  EXPECT_EQ(round_trip(tree), tree);
  zoo::Link head{1, std::make_unique<zoo::Link>(zoo::Link{2, nullptr})};
  EXPECT_EQ(tidyjson::serialize(head), R"({"value":1,"next":{"value":2,"next":null}})");
  const auto back = tidyjson::deserialize<zoo::Link>(tidyjson::serialize(head));
  ASSERT_NE(back.next, nullptr);
  EXPECT_EQ(back.next->value, 2);
  EXPECT_EQ(back.next->next, nullptr);
}

TEST(Objects, MoreThanSixtyFourMembers) {
  wide::Right r;
  r.a0 = 1;
  r.a39 = 39;
  r.b0 = 100;
  r.b29 = 129;
  const std::string text = tidyjson::serialize(r);
  const auto back = tidyjson::deserialize<wide::Right>(text);
  EXPECT_EQ(back.a0, 1);
  EXPECT_EQ(back.a39, 39);
  EXPECT_EQ(back.b0, 100);
  EXPECT_EQ(back.b29, 129);
  EXPECT_EQ(read_code<wide::Right>(R"({"b29":1,"b28":2,"b29":3})"), error_code::duplicate_member);
  EXPECT_EQ(read_code<wide::Right>(R"({"a0":1,"b28":2})"), error_code::missing_member);
  EXPECT_EQ(tidyjson::deserialize<wide::Right>(R"({"a0":1,"b29":2})").b29, 2);
}

TEST(Objects, ErrorsCarryPathLineAndColumn) {
  const std::string text = "{\n  \"id\": 1,\n  \"lines\": [\n    {\"sku\": \"a\", \"qty\": 1},\n"
                           "    {\"sku\": \"b\", \"qty\": 2},\n    {\"sku\": \"c\", \"qty\": \"three\"}\n  ]\n}";
  const auto f = read_failure<shop::Order>(text);
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an integer, got a string");
  EXPECT_EQ(f.path, "$.lines[2].qty");
  EXPECT_EQ(f.line, 6u);
  EXPECT_EQ(f.column, 25u);
  try {
    (void)tidyjson::deserialize<shop::Order>(text);
  } catch (const tidyjson::error& e) {
    EXPECT_STREQ(e.what(), "tidyjson: $.lines[2].qty: expected an integer, got a string (line 6, column 25)");
    EXPECT_EQ(e.offset(), text.find("\"three\""));
  }
}

TEST(Objects, WrongJsonTypeForAnObject) {
  const auto f = read_failure<shop::Line>("[1]");
  EXPECT_EQ(f.code, error_code::type_mismatch);
  EXPECT_EQ(f.message, "expected an object, got an array");
  EXPECT_EQ(read_code<shop::Line>("null"), error_code::type_mismatch);
  EXPECT_EQ(read_code<shop::Order>(R"({"lines":{}})"), error_code::type_mismatch);
  EXPECT_EQ(read_failure<shop::Order>(R"({"lines":{}})").path, "$.lines");
  EXPECT_EQ(read_code<shop::Line>(R"({sku:"a"})"), error_code::unexpected_character);
  EXPECT_EQ(read_failure<shop::Line>(R"({sku:"a"})").message, "unexpected 's'; expected a member name (a string)");
  EXPECT_EQ(read_code<shop::Line>(R"({"sku":"a")"), error_code::unexpected_end);
  EXPECT_EQ(read_code<shop::Line>(R"({"sku":"a" "qty":1})"), error_code::unexpected_character);
}

}  // namespace

// tidyjson::json_schema: the schema of the bookstore types compared with the
// expected JSON, the settings and attributes it mirrors, recursive and
// polymorphic types, contexts; every schema is checked for sanity (known
// keywords, resolvable "$ref"s, "required" names that are properties), and
// the JSON that serialize writes is validated against it by a small
// validator for the keywords the schemas use.
#include "test_util.hpp"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <variant>
#include <vector>

using nlohmann::json;

namespace store {

enum class Status : std::uint8_t { pending, paid, shipped, cancelled };
TIDYJSON_ENUM(Status, pending, paid, shipped, (cancelled, "canceled"))

enum class Format : std::uint8_t { hardcover, paperback, ebook };
TIDYJSON_ENUM(Format, hardcover, paperback, ebook)

struct Book {
  std::string isbn;
  std::string title;
  Format format = Format::paperback;
  tidyjson::decimal price;
  std::vector<std::string> authors;
  std::optional<int> pages;
};
TIDYJSON_TYPE(Book, isbn, title, format, price, authors, pages)

struct Line {
  Book book;
  std::uint16_t quantity = 0;
  tidyjson::decimal line_total;
};
TIDYJSON_TYPE(Line, book, quantity, line_total)

struct Order {
  tidyjson::uuid id;
  std::int64_t number = 0;
  std::string customer;
  std::chrono::sys_seconds created_at;
  Status status = Status::pending;
  std::vector<Line> lines;
  tidyjson::decimal total;
  std::optional<std::string> notes;
  std::map<std::string, std::string> attributes;
  std::string internal_cache;
};
TIDYJSON_TYPE(Order, id, (number, tidyjson::required{}), customer, (created_at, tidyjson::rename{"placed"}), status,
              lines, total, notes, attributes, (internal_cache, tidyjson::skip{}))

// Attributes.
struct Cents {
  static std::int64_t to_json(const tidyjson::decimal& d) { return d.rescaled(2).coefficient(); }
  static tidyjson::decimal from_json(std::int64_t c) { return tidyjson::decimal(c, 2); }
};

struct Tagged {
  std::optional<std::string> label;
  std::uint32_t count = 0;
  double ratio = 0;
  Status status = Status::pending;
  tidyjson::decimal price;
  std::vector<int> codes;
};
TIDYJSON_TYPE(Tagged, (label, tidyjson::required{}), (count, tidyjson::number_as_string{}),
              (ratio, tidyjson::number_as_string{}), (status, tidyjson::string_enum{}),
              (price, tidyjson::with<Cents>{}), (codes, tidyjson::ignore_if{tidyjson::ignore::when_default}))

// Recursion.
struct Category {
  std::string name;
  std::vector<Category> children;
};
TIDYJSON_TYPE(Category, name, children)

struct Shop {
  Category root;
  std::optional<std::shared_ptr<Category>> featured;
};
TIDYJSON_TYPE(Shop, root, featured)

// Polymorphism.
struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Circle : Shape {
  double radius = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, radius)
struct Square : Shape {
  double side = 0;
};
TIDYJSON_DERIVED_TYPE(Square, Shape, side)
TIDYJSON_POLYMORPHIC(Shape, (Circle, "circle"), Square)

struct Drawing {
  std::vector<std::unique_ptr<Shape>> shapes;
  std::shared_ptr<Shape> background;
};
TIDYJSON_TYPE(Drawing, shapes, background)

// The serializer needs == on variant alternatives: its
// ignore::when_default test instantiates std::variant's operator== for
// every variant member, whatever the settings.
struct Card {
  std::string number;
  friend bool operator==(const Card&, const Card&) = default;
};
TIDYJSON_TYPE(Card, number)
struct Cash {
  tidyjson::decimal amount;
  friend bool operator==(const Cash&, const Cash&) = default;
};
TIDYJSON_TYPE(Cash, amount)
using Payment = std::variant<Card, Cash>;
TIDYJSON_POLYMORPHIC_KEY(Payment, "kind", (Card, "card"), (Cash, "cash"))

struct Checkout {
  Payment payment;
  std::variant<std::monostate, std::int64_t, std::string> coupon;
};
TIDYJSON_TYPE(Checkout, payment, coupon)

// Built-in families.
struct Kitchen {
  std::array<int, 3> rgb{};
  std::tuple<std::string, double, bool> triple;
  std::pair<int, int> span;
  std::map<Format, int> stock;
  std::map<std::int32_t, std::string> by_id;
  std::map<tidyjson::uuid, bool> flags;
  std::chrono::year_month_day opened;
  std::chrono::seconds timeout{0};
  std::set<std::string> labels;
  std::unique_ptr<int> maybe;
  float ratio = 0;
  std::int8_t tiny = 0;
  std::uint64_t huge = 0;
  bool open = false;
  std::nullptr_t nothing = nullptr;
};
TIDYJSON_TYPE(Kitchen, rgb, triple, span, stock, by_id, flags, opened, timeout, labels, maybe, ratio, tiny, huge, open,
              nothing)

}  // namespace store

// The example of docs/runtime.md, "JSON Schema".
namespace docs {
enum class Format { hardcover, paperback, ebook };  // NOLINT(performance-enum-size): as in the docs
TIDYJSON_ENUM(Format, hardcover, paperback, ebook)
struct Book {
  std::string isbn;
  Format format = Format::paperback;
  tidyjson::decimal price;
  std::optional<int> pages;
};
TIDYJSON_TYPE(Book, isbn, format, (price, tidyjson::rename{"unitPrice"}), pages)
}  // namespace docs

TIDYJSON_CONTEXT(StoreJson, (store::Order), tidyjson::naming::camel_case, tidyjson::enums::as_string,
                 tidyjson::unmapped::error)

namespace {

// ---------------------------------------------------------------------------
// Sanity: the schema's own structure

const std::set<std::string>& known_keywords() {
  static const std::set<std::string> k = {
      "$schema", "$defs",   "$ref",       "type",     "properties", "required", "additionalProperties",
      "items",   "prefixItems", "minItems", "maxItems", "enum",      "const",    "anyOf",
      "oneOf",   "minimum", "maximum",    "pattern",  "format",     "propertyNames"};
  return k;
}

/// The schema "#/$defs/<name>" or "#" names in `root`, or null.
const json* resolve(const json& root, const std::string& ref) {
  if (ref == "#") return &root;
  const std::string prefix = "#/$defs/";
  if (ref.rfind(prefix, 0) != 0 || !root.contains("$defs")) return nullptr;
  const std::string name = ref.substr(prefix.size());
  const json& defs = root["$defs"];
  return defs.contains(name) ? &defs[name] : nullptr;
}

void check_schema(const json& root, const json& s, const std::string& where, bool at_root = false) {
  if (s.is_boolean()) return;
  ASSERT_TRUE(s.is_object()) << where << " is not a schema: " << s.dump();
  for (auto it = s.begin(); it != s.end(); ++it) {
    EXPECT_TRUE(known_keywords().count(it.key()) != 0) << where << ": unknown keyword " << it.key();
    if (!at_root) {
      EXPECT_NE(it.key(), "$schema") << where;
      EXPECT_NE(it.key(), "$defs") << where;
    }
  }
  if (s.contains("type")) {
    static const std::set<std::string> types = {"null", "boolean", "integer", "number", "string", "array", "object"};
    const json& t = s["type"];
    if (t.is_string()) {
      EXPECT_TRUE(types.count(t.get<std::string>())) << where << ": type " << t;
    } else {
      ASSERT_TRUE(t.is_array()) << where;
      for (const json& x : t) EXPECT_TRUE(types.count(x.get<std::string>())) << where << ": type " << x;
    }
  }
  if (s.contains("$ref")) {
    EXPECT_NE(resolve(root, s["$ref"].get<std::string>()), nullptr) << where << ": unresolved " << s["$ref"];
  }
  if (s.contains("properties")) {
    ASSERT_TRUE(s["properties"].is_object()) << where;
    for (auto it = s["properties"].begin(); it != s["properties"].end(); ++it) {
      check_schema(root, it.value(), where + "/properties/" + it.key());
    }
  }
  if (s.contains("required")) {
    ASSERT_TRUE(s["required"].is_array()) << where;
    for (const json& r : s["required"]) {
      EXPECT_TRUE(s.contains("properties") && s["properties"].contains(r.get<std::string>()))
          << where << ": required " << r << " is not a property";
    }
  }
  for (const char* k : {"additionalProperties", "items", "propertyNames"}) {
    if (s.contains(k)) check_schema(root, s[k], where + "/" + k);
  }
  for (const char* k : {"anyOf", "oneOf", "prefixItems"}) {
    if (s.contains(k)) {
      ASSERT_TRUE(s[k].is_array() && !s[k].empty()) << where << "/" << k;
      for (std::size_t i = 0; i < s[k].size(); ++i) check_schema(root, s[k][i], where + "/" + k + "/" + std::to_string(i));
    }
  }
  if (s.contains("enum")) {
    EXPECT_TRUE(s["enum"].is_array() && !s["enum"].empty()) << where;
  }
  if (s.contains("pattern")) {
    EXPECT_NO_THROW(std::regex(s["pattern"].get<std::string>())) << where;
  }
  if (at_root && s.contains("$defs")) {
    for (auto it = s["$defs"].begin(); it != s["$defs"].end(); ++it) {
      EXPECT_TRUE(std::regex_match(it.key(), std::regex("[A-Za-z0-9_.-]+"))) << "def name " << it.key();
      check_schema(root, it.value(), "#/$defs/" + it.key());
    }
  }
}

/// Parses a schema and checks its structure.
json sane(const std::string& text) {
  const json s = json::parse(text);
  EXPECT_EQ(s.value("$schema", ""), "https://json-schema.org/draft/2020-12/schema");
  check_schema(s, s, "#", true);
  return s;
}

// ---------------------------------------------------------------------------
// A validator for the keywords the schemas use

bool type_matches(const std::string& t, const json& v) {
  if (t == "null") return v.is_null();
  if (t == "boolean") return v.is_boolean();
  if (t == "integer") return v.is_number_integer() || (v.is_number_float() && v.get<double>() == static_cast<double>(static_cast<long long>(v.get<double>())));
  if (t == "number") return v.is_number();
  if (t == "string") return v.is_string();
  if (t == "array") return v.is_array();
  if (t == "object") return v.is_object();
  return false;
}

bool less(const json& a, const json& b) {  // numbers of any kind, exactly for integers
  if (a.is_number_unsigned() && b.is_number_integer() && !b.is_number_unsigned()) return false;
  if (b.is_number_unsigned() && a.is_number_integer() && !a.is_number_unsigned()) return true;
  return a < b;
}

bool valid(const json& root, const json& s, const json& v, std::string& why, const std::string& at = "$") {
  auto no = [&](const std::string& reason) {
    why = at + ": " + reason;
    return false;
  };
  if (s.is_boolean()) return s.get<bool>() || no("false schema");
  if (s.contains("$ref")) {
    if (!valid(root, *resolve(root, s["$ref"].get<std::string>()), v, why, at)) return false;
  }
  if (s.contains("type")) {
    const json& t = s["type"];
    bool ok = false;
    if (t.is_string()) {
      ok = type_matches(t.get<std::string>(), v);
    } else {
      for (const json& x : t) ok = ok || type_matches(x.get<std::string>(), v);
    }
    if (!ok) return no("type " + t.dump() + " does not match " + v.dump());
  }
  if (s.contains("const") && v != s["const"]) return no("not the const " + s["const"].dump());
  if (s.contains("enum")) {
    bool ok = false;
    for (const json& e : s["enum"]) ok = ok || (e == v && e.type() == v.type()) || (e.is_number() && v.is_number() && e == v);
    if (!ok) return no(v.dump() + " is not in the enum");
  }
  if (v.is_number()) {
    if (s.contains("minimum") && less(v, s["minimum"])) return no("below the minimum");
    if (s.contains("maximum") && less(s["maximum"], v)) return no("above the maximum");
  }
  if (v.is_string() && s.contains("pattern") &&
      !std::regex_search(v.get<std::string>(), std::regex(s["pattern"].get<std::string>()))) {
    return no(v.dump() + " does not match the pattern");
  }
  if (v.is_string() && s.value("format", "") == "uuid" &&
      !std::regex_match(v.get<std::string>(), std::regex("[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}"))) {
    return no("not a uuid");
  }
  if (v.is_string() && s.value("format", "") == "date-time" &&
      !std::regex_match(v.get<std::string>(), std::regex(R"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d))"))) {
    return no("not a date-time");
  }
  if (v.is_string() && s.value("format", "") == "date" &&
      !std::regex_match(v.get<std::string>(), std::regex(R"(\d{4}-\d\d-\d\d)"))) {
    return no("not a date");
  }
  if (v.is_string() && s.value("format", "") == "duration" &&
      !std::regex_match(v.get<std::string>(), std::regex(R"(-?P(\d+W|(\d+D)?(T(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?))"))) {
    return no("not a duration");
  }
  if (v.is_object()) {
    for (const json& r : s.value("required", json::array())) {
      if (!v.contains(r.get<std::string>())) return no("missing required " + r.dump());
    }
    for (auto it = v.begin(); it != v.end(); ++it) {
      const std::string child = at + "." + it.key();
      if (s.contains("propertyNames") && !valid(root, s["propertyNames"], json(it.key()), why, child)) return false;
      if (s.contains("properties") && s["properties"].contains(it.key())) {
        if (!valid(root, s["properties"][it.key()], it.value(), why, child)) return false;
      } else if (s.contains("additionalProperties")) {
        if (!valid(root, s["additionalProperties"], it.value(), why, child)) return false;
      }
    }
  }
  if (v.is_array()) {
    if (s.contains("minItems") && v.size() < s["minItems"].get<std::size_t>()) return no("too few items");
    if (s.contains("maxItems") && v.size() > s["maxItems"].get<std::size_t>()) return no("too many items");
    std::size_t first = 0;
    if (s.contains("prefixItems")) {
      for (; first < s["prefixItems"].size() && first < v.size(); ++first) {
        if (!valid(root, s["prefixItems"][first], v[first], why, at + "[" + std::to_string(first) + "]")) return false;
      }
    }
    if (s.contains("items")) {
      for (std::size_t i = first; i < v.size(); ++i) {
        if (!valid(root, s["items"], v[i], why, at + "[" + std::to_string(i) + "]")) return false;
      }
    }
  }
  if (s.contains("anyOf")) {
    bool ok = false;
    std::string ignored;
    for (const json& alt : s["anyOf"]) ok = ok || valid(root, alt, v, ignored, at);
    if (!ok) return no("matches none of anyOf");
  }
  if (s.contains("oneOf")) {
    int matches = 0;
    std::string ignored;
    for (const json& alt : s["oneOf"]) matches += valid(root, alt, v, ignored, at) ? 1 : 0;
    if (matches != 1) return no("matches " + std::to_string(matches) + " of oneOf");
  }
  return true;
}

/// Whether the JSON text `instance` is valid against `schema`.
::testing::AssertionResult validates(const json& schema, const std::string& instance) {
  std::string why;
  if (valid(schema, schema, json::parse(instance), why)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << instance << " is not valid: " << why;
}

// ---------------------------------------------------------------------------
// The bookstore

const tidyjson::options& store_options() {
  static const tidyjson::options o{tidyjson::naming::camel_case, tidyjson::enums::as_string, tidyjson::unmapped::error};
  return o;
}

store::Order sample_order() {
  using namespace std::chrono;
  store::Order o;
  o.id = tidyjson::uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90").value();
  o.number = 100001;
  o.customer = "Zoë Ångström";
  o.created_at = sys_days{year{2026} / January / 1} + 16min;
  o.status = store::Status::cancelled;
  o.lines.push_back({{"9780132350884", "Clean Code", store::Format::hardcover, tidyjson::decimal(4200, 2),
                      {"Robert C. Martin"}, 464},
                     3,
                     tidyjson::decimal(12600, 2)});
  o.lines.push_back({{"9780201633610", "Design Patterns", store::Format::ebook, tidyjson::decimal(5499, 2),
                      {"Gamma", "Helm", "Johnson", "Vlissides"}, std::nullopt},
                     1,
                     tidyjson::decimal(5499, 2)});
  o.total = tidyjson::decimal(18099, 2);
  o.attributes = {{"channel", "web"}};
  o.internal_cache = "never written";
  return o;
}

TEST(Schema, BookstoreOrder) {
  const json schema = sane(tidyjson::json_schema<store::Order>(store_options()));
  const json int64 = {{"type", "integer"},
                      {"minimum", std::numeric_limits<std::int64_t>::min()},
                      {"maximum", std::numeric_limits<std::int64_t>::max()}};
  const json expected = json::parse(R"({
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
      "id": {"type": "string", "format": "uuid"},
      "number": {"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807},
      "customer": {"type": "string"},
      "placed": {"type": "string", "format": "date-time"},
      "status": {"type": "string", "enum": ["pending", "paid", "shipped", "canceled"]},
      "lines": {"type": "array", "items": {"$ref": "#/$defs/Line"}},
      "total": {"type": "number"},
      "notes": {"type": ["string", "null"]},
      "attributes": {"type": "object", "additionalProperties": {"type": "string"}},
      "internalCache": {}
    },
    "required": ["id", "number", "customer", "placed", "status", "lines", "total", "attributes"],
    "additionalProperties": false,
    "$defs": {
      "Line": {
        "type": "object",
        "properties": {
          "book": {"$ref": "#/$defs/Book"},
          "quantity": {"type": "integer", "minimum": 0, "maximum": 65535},
          "lineTotal": {"type": "number"}
        },
        "required": ["book", "quantity", "lineTotal"],
        "additionalProperties": false
      },
      "Book": {
        "type": "object",
        "properties": {
          "isbn": {"type": "string"},
          "title": {"type": "string"},
          "format": {"type": "string", "enum": ["hardcover", "paperback", "ebook"]},
          "price": {"type": "number"},
          "authors": {"type": "array", "items": {"type": "string"}},
          "pages": {"type": ["integer", "null"], "minimum": -2147483648, "maximum": 2147483647}
        },
        "required": ["isbn", "title", "format", "price", "authors"],
        "additionalProperties": false
      }
    }
  })");
  EXPECT_EQ(schema, expected) << schema.dump(2);
  EXPECT_EQ(schema["properties"]["number"], int64);
  // Members in declaration order, as the serializer writes them.
  const auto text = tidyjson::json_schema<store::Order>(store_options());
  EXPECT_LT(text.find("\"id\""), text.find("\"number\""));
  EXPECT_LT(text.find("\"customer\""), text.find("\"placed\""));
}

TEST(Schema, SerializedBookstoreOrderValidates) {
  const json schema = sane(tidyjson::json_schema<store::Order>(store_options()));
  const std::string text = tidyjson::serialize(sample_order(), store_options());
  EXPECT_TRUE(validates(schema, text));
  // And what the schema rejects, the reader rejects too.
  json bad = json::parse(text);
  bad.erase("number");
  EXPECT_FALSE(validates(schema, bad.dump()));
  EXPECT_NE(tidyjson_test::read_code<store::Order>(bad.dump(), store_options()), tidyjson::error_code::none);
  bad = json::parse(text);
  bad["extra"] = 1;
  EXPECT_FALSE(validates(schema, bad.dump()));
  EXPECT_EQ(tidyjson_test::read_code<store::Order>(bad.dump(), store_options()), tidyjson::error_code::unknown_member);
  bad = json::parse(text);
  bad["status"] = "lost";
  EXPECT_FALSE(validates(schema, bad.dump()));
  EXPECT_EQ(tidyjson_test::read_code<store::Order>(bad.dump(), store_options()),
            tidyjson::error_code::unknown_enumerator);
  bad = json::parse(text);
  bad["lines"][1]["quantity"] = 70000;
  EXPECT_FALSE(validates(schema, bad.dump()));
  EXPECT_EQ(tidyjson_test::read_code<store::Order>(bad.dump(), store_options()), tidyjson::error_code::out_of_range);
  bad = json::parse(text);
  bad["id"] = "not-a-uuid";
  EXPECT_FALSE(validates(schema, bad.dump()));
  bad = json::parse(text);
  bad["notes"] = nullptr;
  EXPECT_TRUE(validates(schema, bad.dump()));
}

TEST(Schema, ContextGivesTheSameSchema) {
  EXPECT_EQ(tidyjson::json_schema<store::Order>(StoreJson{}), tidyjson::json_schema<store::Order>(store_options()));
  // A type reachable from the context's roots is served too.
  EXPECT_EQ(tidyjson::json_schema<store::Book>(StoreJson{}), tidyjson::json_schema<store::Book>(store_options()));
}

TEST(Schema, DefaultOptions) {
  const json schema = sane(tidyjson::json_schema<store::Order>());
  // Names as declared, enums as numbers, unknown members skipped.
  EXPECT_TRUE(schema["properties"].contains("created_at") == false);
  EXPECT_TRUE(schema["properties"].contains("placed"));  // renamed: the policy does not apply
  EXPECT_TRUE(schema["$defs"]["Line"]["properties"].contains("line_total"));
  EXPECT_EQ(schema["properties"]["status"], json::parse(R"({"type":"integer","enum":[0,1,2,3]})"));
  EXPECT_FALSE(schema.contains("additionalProperties"));
  EXPECT_FALSE(schema["properties"].contains("internal_cache"));
  EXPECT_TRUE(validates(schema, tidyjson::serialize(sample_order())));
}

TEST(Schema, ASkippedMemberIsAllowedWhereUnknownMembersAreNot) {
  // deserialize accepts and ignores a skip{} member's name under
  // unmapped::error (it is no unknown member): the schema allows it too,
  // with any value, and still refuses a member the type does not have.
  const json schema = sane(tidyjson::json_schema<store::Order>(store_options()));
  EXPECT_EQ(schema["properties"]["internalCache"], json::object());
  EXPECT_FALSE(schema["required"].dump().find("internalCache") != std::string::npos);
  json with_cache = json::parse(tidyjson::serialize(sample_order(), store_options()));
  with_cache["internalCache"] = 99;
  EXPECT_TRUE(validates(schema, with_cache.dump()));
  EXPECT_EQ(tidyjson::deserialize<store::Order>(with_cache.dump(), store_options()).internal_cache, "");
  with_cache.erase("internalCache");
  with_cache["other"] = 1;
  EXPECT_FALSE(validates(schema, with_cache.dump()));
  EXPECT_EQ(tidyjson_test::read_code<store::Order>(with_cache.dump(), store_options()), tidyjson::error_code::unknown_member);
}

TEST(Schema, NumbersAsStrings) {
  static const tidyjson::options web{tidyjson::web, tidyjson::enums::as_string};
  const json schema = sane(tidyjson::json_schema<store::Order>(web));
  EXPECT_EQ(schema["properties"]["number"],
            json::parse(R"({"type":["integer","string"],"pattern":"^-?(0|[1-9][0-9]*)$",
                            "minimum":-9223372036854775808,"maximum":9223372036854775807})"));
  EXPECT_EQ(schema["$defs"]["Line"]["properties"]["quantity"]["pattern"], "^(0|[1-9][0-9]*)$");
  EXPECT_EQ(schema["properties"]["total"],
            json::parse(R"({"type":["number","string"],"pattern":"^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"})"));
  // Numbers in strings validate, and deserialize reads them.
  json order = json::parse(tidyjson::serialize(sample_order(), web));
  order["number"] = "100001";
  order["total"] = "180.99";
  EXPECT_TRUE(validates(schema, order.dump()));
  EXPECT_EQ(tidyjson_test::read_code<store::Order>(order.dump(), web), tidyjson::error_code::none);
  order["number"] = "10x";
  EXPECT_FALSE(validates(schema, order.dump()));
  EXPECT_NE(tidyjson_test::read_code<store::Order>(order.dump(), web), tidyjson::error_code::none);

  static const tidyjson::options written{tidyjson::numbers::write_as_string};
  const json w = sane(tidyjson::json_schema<store::Order>(written));
  EXPECT_TRUE(validates(w, tidyjson::serialize(sample_order(), written)));
  static const tidyjson::options named{tidyjson::numbers::allow_named_literals};
  EXPECT_EQ(sane(tidyjson::json_schema<double>(named)),
            json::parse(R"({"$schema":"https://json-schema.org/draft/2020-12/schema","type":["number","string"],
                            "pattern":"^(NaN|-?Infinity)$"})"));
}

TEST(Schema, Attributes) {
  const json schema = sane(tidyjson::json_schema<store::Tagged>());
  const json expected = json::parse(R"({
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "type": "object",
    "properties": {
      "label": {"type": ["string", "null"]},
      "count": {"type": ["integer", "string"], "pattern": "^(0|[1-9][0-9]*)$", "minimum": 0, "maximum": 4294967295},
      "ratio": {"type": ["number", "string"], "pattern": "^-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?$"},
      "status": {"type": "string", "enum": ["pending", "paid", "shipped", "canceled"]},
      "price": {"type": "integer", "minimum": -9223372036854775808, "maximum": 9223372036854775807},
      "codes": {"type": "array", "items": {"type": "integer", "minimum": -2147483648, "maximum": 2147483647}}
    },
    "required": ["label", "count", "ratio", "status", "price"]
  })");
  EXPECT_EQ(schema, expected) << schema.dump(2);
  store::Tagged t;
  t.count = 7;
  t.price = tidyjson::decimal(1999, 2);
  EXPECT_TRUE(validates(schema, tidyjson::serialize(t)));
}

TEST(Schema, IgnoreWhenDefaultRequiresOnlyRequiredMembers) {
  static const tidyjson::options lean{tidyjson::ignore::when_default};
  const json schema = sane(tidyjson::json_schema<store::Order>(lean));
  EXPECT_EQ(schema["required"], json::parse(R"(["number"])"));
  EXPECT_FALSE(schema["$defs"]["Book"].contains("required"));
  store::Order o;
  o.number = 1;  // a required member equal to its default would be left out
  EXPECT_TRUE(validates(schema, tidyjson::serialize(o, lean)));
}

TEST(Schema, RecursiveTypes) {
  // The root refers to itself with "#".
  const json category = sane(tidyjson::json_schema<store::Category>());
  EXPECT_EQ(category["properties"]["children"], json::parse(R"({"type":"array","items":{"$ref":"#"}})"));
  EXPECT_FALSE(category.contains("$defs"));
  // Below the root: once in $defs, referenced from everywhere.
  const json shop = sane(tidyjson::json_schema<store::Shop>());
  EXPECT_EQ(shop["properties"]["root"], json::parse(R"({"$ref":"#/$defs/Category"})"));
  EXPECT_EQ(shop["properties"]["featured"], json::parse(R"({"anyOf":[{"$ref":"#/$defs/Category"},{"type":"null"}]})"));
  EXPECT_EQ(shop["$defs"]["Category"]["properties"]["children"]["items"], json::parse(R"({"$ref":"#/$defs/Category"})"));
  EXPECT_EQ(shop["required"], json::parse(R"(["root"])"));
  store::Shop s;
  s.root.name = "books";
  s.root.children = {{"fiction", {{"crime", {}}}}, {"science", {}}};
  EXPECT_TRUE(validates(shop, tidyjson::serialize(s)));
  EXPECT_FALSE(validates(shop, R"({"root":{"name":"x","children":[{"name":1,"children":[]}]}})"));
  // A container of a recursive type.
  const json many = sane(tidyjson::json_schema<std::vector<store::Category>>());
  EXPECT_EQ(many["items"], json::parse(R"({"$ref":"#/$defs/Category"})"));
}

TEST(Schema, ReferencesPreserve) {
  static const tidyjson::options refs{tidyjson::references::preserve};
  const json schema = sane(tidyjson::json_schema<store::Shop>(refs));
  EXPECT_EQ(schema["$defs"]["Category"]["properties"]["$id"], json::parse(R"({"type":"string"})"));
  store::Shop s;
  s.root.name = "a";
  auto shared = std::make_shared<store::Category>(store::Category{"f", {}});
  s.featured = shared;
  EXPECT_TRUE(validates(schema, tidyjson::serialize(s, refs)));
}

TEST(Schema, ReferencesPreservePolymorphicSharedObjects) {
  // A polymorphic object behind a shared pointer is written with "$id" first
  // and the discriminator after it, and as {"$ref": id} when it repeats.
  static const tidyjson::options refs{tidyjson::references::preserve};
  const json schema = sane(tidyjson::json_schema<store::Drawing>(refs));
  store::Drawing d;
  auto c = std::make_shared<store::Circle>();
  c->id = 1;
  c->radius = 2.5;
  d.background = c;
  const std::string text = tidyjson::serialize(d, refs);
  EXPECT_NE(text.find(R"({"$id":"1","$type":"circle")"), std::string::npos) << text;
  EXPECT_TRUE(validates(schema, text));
  // The shape, a reference to one written before, or null.
  const json& background = schema["properties"]["background"]["anyOf"];
  ASSERT_EQ(background.size(), 3u) << schema.dump();
  EXPECT_EQ(background[0], json::parse(R"({"$ref":"#/$defs/Shape"})"));
  EXPECT_EQ(background[1]["required"], json::parse(R"(["$ref"])"));
  EXPECT_EQ(background[2], json::parse(R"({"type":"null"})"));
}

TEST(Schema, PolymorphicTypes) {
  const json schema = sane(tidyjson::json_schema<store::Drawing>());
  EXPECT_EQ(schema["properties"]["shapes"],
            json::parse(R"({"type":"array","items":{"anyOf":[{"$ref":"#/$defs/Shape"},{"type":"null"}]}})"));
  EXPECT_EQ(schema["required"], json::parse(R"(["shapes"])"));
  const json expected_shape = json::parse(R"({"oneOf":[
    {"type":"object","properties":{"$type":{"const":"circle"},
      "id":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"radius":{"type":"number"}},
     "required":["$type","id","radius"]},
    {"type":"object","properties":{"$type":{"const":"Square"},
      "id":{"type":"integer","minimum":-2147483648,"maximum":2147483647},"side":{"type":"number"}},
     "required":["$type","id","side"]}]})");
  EXPECT_EQ(schema["$defs"]["Shape"], expected_shape);

  store::Drawing d;
  auto c = std::make_unique<store::Circle>();
  c->id = 1;
  c->radius = 2.5;
  d.shapes.push_back(std::move(c));
  auto q = std::make_unique<store::Square>();
  q->side = 3;
  d.shapes.push_back(std::move(q));
  d.shapes.push_back(nullptr);
  EXPECT_TRUE(validates(schema, tidyjson::serialize(d)));
  EXPECT_FALSE(validates(schema, R"({"shapes":[{"$type":"hexagon","id":1}]})"));
  EXPECT_FALSE(validates(schema, R"({"shapes":[{"$type":"circle","id":1}]})"));
}

TEST(Schema, VariantsDiscriminatedAndByShape) {
  const json schema = sane(tidyjson::json_schema<store::Checkout>());
  const std::string ref = schema["properties"]["payment"]["$ref"];
  const json* payment = resolve(schema, ref);
  ASSERT_NE(payment, nullptr);
  ASSERT_TRUE(payment->contains("oneOf"));
  EXPECT_EQ((*payment)["oneOf"][0]["properties"]["kind"], json::parse(R"({"const":"card"})"));
  EXPECT_EQ((*payment)["oneOf"][1]["properties"]["kind"], json::parse(R"({"const":"cash"})"));
  EXPECT_EQ((*payment)["oneOf"][1]["required"], json::parse(R"(["kind","amount"])"));
  EXPECT_EQ(schema["properties"]["coupon"],
            json::parse(R"({"anyOf":[{"type":"null"},
                                     {"type":"integer","minimum":-9223372036854775808,"maximum":9223372036854775807},
                                     {"type":"string"}]})"));
  store::Checkout c;
  c.payment = store::Cash{tidyjson::decimal(500, 2)};
  c.coupon = std::string("SPRING");
  EXPECT_TRUE(validates(schema, tidyjson::serialize(c)));
  c.payment = store::Card{"4111"};
  c.coupon = std::int64_t{5};
  EXPECT_TRUE(validates(schema, tidyjson::serialize(c)));
  EXPECT_FALSE(validates(schema, R"({"payment":{"kind":"cheque"},"coupon":null})"));
}

TEST(Schema, BuiltInFamilies) {
  const json schema = sane(tidyjson::json_schema<store::Kitchen>());
  const json& p = schema["properties"];
  EXPECT_EQ(p["rgb"], json::parse(R"({"type":"array","items":{"type":"integer","minimum":-2147483648,
                                      "maximum":2147483647},"minItems":3,"maxItems":3})"));
  EXPECT_EQ(p["triple"], json::parse(R"({"type":"array","prefixItems":[{"type":"string"},{"type":"number"},
                                         {"type":"boolean"}],"items":false,"minItems":3,"maxItems":3})"));
  EXPECT_EQ(p["span"]["prefixItems"].size(), 2U);
  EXPECT_EQ(p["stock"], json::parse(R"({"type":"object","propertyNames":{"enum":["hardcover","paperback","ebook"]},
                                        "additionalProperties":{"type":"integer","minimum":-2147483648,
                                        "maximum":2147483647}})"));
  EXPECT_EQ(p["by_id"]["propertyNames"], json::parse(R"({"pattern":"^-?(0|[1-9][0-9]*)$"})"));
  EXPECT_EQ(p["flags"]["propertyNames"], json::parse(R"({"format":"uuid"})"));
  EXPECT_EQ(p["opened"], json::parse(R"({"type":"string","format":"date"})"));
  EXPECT_EQ(p["timeout"], json::parse(R"({"type":"string","format":"duration"})"));
  EXPECT_EQ(p["labels"], json::parse(R"({"type":"array","items":{"type":"string"}})"));
  EXPECT_EQ(p["maybe"], json::parse(R"({"type":["integer","null"],"minimum":-2147483648,"maximum":2147483647})"));
  EXPECT_EQ(p["ratio"], json::parse(R"({"type":"number"})"));
  EXPECT_EQ(p["tiny"], json::parse(R"({"type":"integer","minimum":-128,"maximum":127})"));
  EXPECT_EQ(p["huge"], json::parse(R"({"type":"integer","minimum":0,"maximum":18446744073709551615})"));
  EXPECT_EQ(p["open"], json::parse(R"({"type":"boolean"})"));
  EXPECT_EQ(p["nothing"], json::parse(R"({"type":"null"})"));
  EXPECT_FALSE(std::find(schema["required"].begin(), schema["required"].end(), "maybe") != schema["required"].end());

  store::Kitchen k;
  k.rgb = {1, 2, 3};
  k.triple = {"t", 0.5, true};
  k.stock = {{store::Format::ebook, 4}};
  k.by_id = {{-3, "neg"}, {7, "pos"}};
  k.flags = {{tidyjson::uuid::parse("4a1c0b2e-9f3d-4e7a-8c21-0d5e6f7a8b90").value(), true}};
  k.opened = std::chrono::year{2026} / 3 / 14;
  k.timeout = std::chrono::seconds{90};
  k.labels = {"a", "b"};
  k.maybe = std::make_unique<int>(3);
  k.huge = std::numeric_limits<std::uint64_t>::max();
  EXPECT_TRUE(validates(schema, tidyjson::serialize(k)));
  json bad = json::parse(tidyjson::serialize(k));
  bad["rgb"].push_back(4);
  EXPECT_FALSE(validates(schema, bad.dump()));
  bad = json::parse(tidyjson::serialize(k));
  bad["stock"]["vinyl"] = 1;
  EXPECT_FALSE(validates(schema, bad.dump()));
  bad = json::parse(tidyjson::serialize(k));
  bad["tiny"] = 128;
  EXPECT_FALSE(validates(schema, bad.dump()));
}

TEST(Schema, ScalarRoots) {
  EXPECT_EQ(sane(tidyjson::json_schema<std::string>()),
            json::parse(R"({"$schema":"https://json-schema.org/draft/2020-12/schema","type":"string"})"));
  EXPECT_EQ(sane(tidyjson::json_schema<std::optional<bool>>())["type"], json::parse(R"(["boolean","null"])"));
  EXPECT_EQ(sane(tidyjson::json_schema<std::map<std::string, store::Status>>())["additionalProperties"],
            json::parse(R"({"type":"integer","enum":[0,1,2,3]})"));
  EXPECT_EQ(sane(tidyjson::json_schema<std::optional<store::Status>>(tidyjson::options{tidyjson::enums::as_string})),
            json::parse(R"({"$schema":"https://json-schema.org/draft/2020-12/schema","type":["string","null"],
                            "enum":["pending","paid","shipped","canceled",null]})"));
}

TEST(Schema, DocumentationExample) {
  static const tidyjson::options options{tidyjson::enums::as_string, tidyjson::unmapped::error};
  EXPECT_EQ(tidyjson::json_schema<docs::Book>(options),
            R"({"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{)"
            R"("isbn":{"type":"string"},"format":{"type":"string","enum":["hardcover","paperback","ebook"]},)"
            R"("unitPrice":{"type":"number"},)"
            R"("pages":{"type":["integer","null"],"minimum":-2147483648,"maximum":2147483647}},)"
            R"("required":["isbn","format","unitPrice"],"additionalProperties":false})");
}

TEST(Schema, PrettyPrintedWithTheOptionsIndent) {
  static const tidyjson::options pretty{tidyjson::indent{2}};
  EXPECT_EQ(tidyjson::json_schema<bool>(pretty),
            "{\n  \"$schema\": \"https://json-schema.org/draft/2020-12/schema\",\n  \"type\": \"boolean\"\n}");
  EXPECT_EQ(tidyjson::json_schema<bool>(), R"({"$schema":"https://json-schema.org/draft/2020-12/schema","type":"boolean"})");
}

}  // namespace

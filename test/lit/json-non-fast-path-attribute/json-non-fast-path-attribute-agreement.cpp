// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

// The check and the runtime agree: for every blocker the runtime declares
// (`static constexpr bool fast_path = false`), the runtime's own trait says
// the fast path is not taken exactly where the check reports, several levels
// deep, and neither says anything for clean types.
// list_blockers.test fails if a declared blocker is missing from this file.

#include <tidyjson/tidyjson.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace agree {
enum class Color { red, green };
TIDYJSON_ENUM(Color, red, green)

std::string upper(std::string_view s) { return std::string(s); }
bool escape_nothing(char32_t) { return false; }

struct Price {
  int cents = 0;
};
std::string price_to_json(const Price& p) { return std::to_string(p.cents); }
tidyjson::result<Price> price_from_json(const std::string& s) { return Price{std::stoi(s)}; }

// string_enum, three levels below the root.
struct Leaf1 {
  Color color = Color::red;
};
TIDYJSON_TYPE(Leaf1, (color, tidyjson::string_enum{}))
// CHECK-MESSAGES: :[[@LINE-1]]:30: warning: tidyjson::string_enum on 'Leaf1::color' {{.*}} takes 'agree::Leaf1' off the fast path of context 'StringEnumJson'; it falls back to the metadata path [json-non-fast-path-attribute]
struct Mid1 {
  std::vector<std::optional<Leaf1>> leaves;
};
TIDYJSON_TYPE(Mid1, leaves)
struct Root1 {
  Mid1 mid;
};
TIDYJSON_TYPE(Root1, mid)

// converter_fn.
struct Root2 {
  Price price;
};
TIDYJSON_TYPE(Root2, (price, tidyjson::converter_fn<Price, std::string>{&price_to_json, &price_from_json}))
// CHECK-MESSAGES: :[[@LINE-1]]:30: warning: tidyjson::converter_fn on 'Root2::price' (a type-erased converter chosen at run time) takes 'agree::Root2' off the fast path of context 'ConverterJson'; it falls back to the metadata path [json-non-fast-path-attribute]

// A polymorphic registration, behind a pointer.
struct Shape {
  virtual ~Shape() = default;
  int id = 0;
};
TIDYJSON_TYPE(Shape, id)
struct Circle : Shape {
  double r = 0;
};
TIDYJSON_DERIVED_TYPE(Circle, Shape, r)
TIDYJSON_POLYMORPHIC(Shape, Circle)
// CHECK-MESSAGES: :[[@LINE-1]]:1: warning: the polymorphic registration of 'agree::Shape' (polymorphism resolved at run time) takes it off the fast path of context 'PolymorphicJson'; it falls back to the metadata path [json-non-fast-path-attribute]
struct Root3 {
  std::unique_ptr<Shape> shape;
};
TIDYJSON_TYPE(Root3, shape)

// Clean: every attribute the fast path serves.
struct Clean {
  int id = 0;
  std::string name;
  Color color = Color::red;
  std::optional<double> weight;
  int cached = 0;
};
TIDYJSON_TYPE(Clean, (id, tidyjson::required{}), (name, tidyjson::rename{"title"}), color,
              (weight, tidyjson::ignore_if{tidyjson::ignore::when_null}), (cached, tidyjson::skip{}))
}  // namespace agree

TIDYJSON_CONTEXT(StringEnumJson, (agree::Root1))
TIDYJSON_CONTEXT(ConverterJson, (agree::Root2))
TIDYJSON_CONTEXT(PolymorphicJson, (agree::Root3))
TIDYJSON_CONTEXT(ReferencesJson, (agree::Clean), tidyjson::references::preserve)
// CHECK-MESSAGES: :[[@LINE-1]]:50: warning: setting tidyjson::references::preserve (reference preservation) keeps every type of context 'ReferencesJson' off the fast path; they fall back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(NamingJson, (agree::Clean), tidyjson::naming_callback{&agree::upper})
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: setting tidyjson::naming_callback (a naming callback supplied at run time) keeps every type of context 'NamingJson' off the fast path; they fall back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(EscaperJson, (agree::Clean), tidyjson::custom_escaper{&agree::escape_nothing})
// CHECK-MESSAGES: :[[@LINE-1]]:47: warning: setting tidyjson::custom_escaper (custom escaping) keeps every type of context 'EscaperJson' off the fast path; they fall back to the metadata path [json-non-fast-path-attribute]
// The compile-time spellings every compiler accepts in a context.
TIDYJSON_CONTEXT(NamingOfJson, (agree::Clean), tidyjson::naming_callback_of<&agree::upper>{})
// CHECK-MESSAGES: :[[@LINE-1]]:48: warning: setting tidyjson::naming_callback_of (a naming callback supplied at run time) keeps every type of context 'NamingOfJson' off the fast path; they fall back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(EscaperOfJson, (agree::Clean), tidyjson::custom_escaper_of<&agree::escape_nothing>{})
// CHECK-MESSAGES: :[[@LINE-1]]:49: warning: setting tidyjson::custom_escaper_of (custom escaping) keeps every type of context 'EscaperOfJson' off the fast path; they fall back to the metadata path [json-non-fast-path-attribute]
TIDYJSON_CONTEXT(CleanJson, (agree::Clean), tidyjson::enums::as_string)
// Metadata mode: no fast path, nothing to report.
TIDYJSON_CONTEXT(MetadataJson, (agree::Root1, agree::Root3), tidyjson::generation::metadata)

// The runtime's own answer, at compile time.
static_assert(!tidyjson::fast_path_served_v<StringEnumJson, agree::Root1>);
static_assert(std::is_same_v<tidyjson::fast_path_blocker_t<StringEnumJson, agree::Root1>, tidyjson::string_enum>);
static_assert(!tidyjson::fast_path_served_v<ConverterJson, agree::Root2>);
static_assert(!tidyjson::fast_path_served_v<PolymorphicJson, agree::Root3>);
static_assert(!tidyjson::fast_path_served_v<ReferencesJson, agree::Clean>);
static_assert(std::is_same_v<tidyjson::fast_path_blocker_t<ReferencesJson, agree::Clean>,
                             tidyjson::references::preserve_t>);
static_assert(!tidyjson::fast_path_served_v<NamingJson, agree::Clean>);
static_assert(!tidyjson::fast_path_served_v<EscaperJson, agree::Clean>);
static_assert(!tidyjson::fast_path_served_v<NamingOfJson, agree::Clean>);
static_assert(!tidyjson::fast_path_served_v<EscaperOfJson, agree::Clean>);
static_assert(tidyjson::fast_path_served_v<CleanJson, agree::Clean>);
static_assert(std::is_void_v<tidyjson::fast_path_blocker_t<CleanJson, agree::Clean>>);
// The blocked type itself, reached directly, is not served either.
static_assert(!tidyjson::fast_path_served_v<StringEnumJson, agree::Leaf1>);
static_assert(!tidyjson::fast_path_served_v<MetadataJson, agree::Root1>);

// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

namespace shop {
enum class Status { open, shipped };
TIDYJSON_ENUM(Status, open, shipped)

// Served only by a context that writes enums as strings: the converter
// restates the setting, and removing it changes no output.
struct Line {
  std::string sku;
  Status status = Status::open;
};
TIDYJSON_TYPE(Line, sku, (status, tidyjson::string_enum{}))
// CHECK-MESSAGES: :[[@LINE-1]]:35: warning: tidyjson::string_enum on 'Line::status' (a string enum converter resolved at run time) takes 'shop::Line' off the fast path of context 'StringEnums'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Line, sku, (status)){{$}}

struct Order {
  std::string customer;
  std::vector<Line> lines;
};
TIDYJSON_TYPE(Order, customer, lines)

// Served by a context that writes enums as numbers: the attribute is needed.
struct Parcel {
  Status status = Status::open;
  int weight = 0;
};
TIDYJSON_TYPE(Parcel, (status, tidyjson::string_enum{}), weight)
// CHECK-MESSAGES: :[[@LINE-1]]:32: warning: tidyjson::string_enum on 'Parcel::status' (a string enum converter resolved at run time) takes 'shop::Parcel' off the fast path of context 'NumberEnums'; the context cannot serve it (generation::fast_path) [json-non-fast-path-attribute]

// Served by both kinds of context: removing it would change one of them.
struct Label {
  Status status = Status::open;
};
TIDYJSON_TYPE(Label, (status, tidyjson::string_enum{}))
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: tidyjson::string_enum on 'Label::status' (a string enum converter resolved at run time) takes 'shop::Label' off the fast path of context 'BothLabels'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-MESSAGES: :[[@LINE-2]]:31: warning: tidyjson::string_enum on 'Label::status' (a string enum converter resolved at run time) takes 'shop::Label' off the fast path of context 'NumberLabels'; it falls back to the metadata path [json-non-fast-path-attribute]

// Clean: nothing blocks the fast path.
struct Clean {
  std::string name;
  Status status = Status::open;
  std::vector<int> values;
};
TIDYJSON_TYPE(Clean, (name, tidyjson::rename{"title"}), status, (values, tidyjson::skip{}))
}  // namespace shop

TIDYJSON_CONTEXT(StringEnums, (shop::Order), tidyjson::enums::as_string)
TIDYJSON_CONTEXT(NumberEnums, (shop::Parcel), tidyjson::generation::fast_path)
TIDYJSON_CONTEXT(BothLabels, (shop::Label), tidyjson::enums::as_string)
TIDYJSON_CONTEXT(NumberLabels, (shop::Label))
TIDYJSON_CONTEXT(CleanJson, (shop::Clean), tidyjson::generation::fast_path)

// Metadata mode has no fast path to lose.
TIDYJSON_CONTEXT(MetadataOnly, (shop::Parcel), tidyjson::generation::metadata)

std::string use(const shop::Order& o, const shop::Clean& c) {
  return tidyjson::serialize(o, StringEnums{}) + tidyjson::serialize(c, CleanJson{});
}

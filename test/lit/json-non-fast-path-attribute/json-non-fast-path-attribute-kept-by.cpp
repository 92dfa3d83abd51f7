// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

// The "kept" note names the other use of the type as it is (a read, a
// schema, a write, or a context with enumerations as numbers) and is placed
// at that call or context. The file is left unchanged.

#include <tidyjson/tidyjson.hpp>

#include <string>

enum class Status { open, shipped };
TIDYJSON_ENUM(Status, open, shipped)

struct Order { Status status = Status::open; };
TIDYJSON_TYPE(Order, (status, tidyjson::string_enum{}))
struct Label { Status status = Status::open; };
TIDYJSON_TYPE(Label, (status, tidyjson::string_enum{}))
struct Note { Status status = Status::open; };
TIDYJSON_TYPE(Note, (status, tidyjson::string_enum{}))

TIDYJSON_CONTEXT(Strings, (Order, Label, Note), tidyjson::enums::as_string)
TIDYJSON_CONTEXT(Numbers, (Note))

Order read_order(const std::string& text) {
  return tidyjson::deserialize<Order>(text);
}

std::string label_schema() {
  return tidyjson::json_schema<Label>();
}

// CHECK-NOTES: :15:31: warning: tidyjson::string_enum on 'Order::status' (a string enum converter resolved at run time) takes 'Order' off the fast path of context 'Strings'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :21:18: note: context 'Strings' is declared here
// CHECK-NOTES: :21:18: note: 'Order' is a root type of context 'Strings'
// CHECK-NOTES: :25:10: note: the attribute on 'Order::status' is kept: this call also reads 'Order', with options that may write enumerations as numbers
// CHECK-NOTES: :17:31: warning: tidyjson::string_enum on 'Label::status' (a string enum converter resolved at run time) takes 'Label' off the fast path of context 'Strings'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :21:18: note: context 'Strings' is declared here
// CHECK-NOTES: :21:18: note: 'Label' is a root type of context 'Strings'
// CHECK-NOTES: :29:10: note: the attribute on 'Label::status' is kept: this call also describes 'Label' in a schema, with options that may write enumerations as numbers
// CHECK-NOTES: :19:30: warning: tidyjson::string_enum on 'Note::status' (a string enum converter resolved at run time) takes 'Note' off the fast path of context 'Numbers'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :22:18: note: context 'Numbers' is declared here
// CHECK-NOTES: :22:18: note: 'Note' is a root type of context 'Numbers'
// CHECK-NOTES: :19:30: note: setting tidyjson::enums::as_string on the context would serve this member on the fast path, but it writes every enumeration in 'Numbers' as a string
// CHECK-NOTES: :19:30: warning: tidyjson::string_enum on 'Note::status' (a string enum converter resolved at run time) takes 'Note' off the fast path of context 'Strings'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-NOTES: :21:18: note: context 'Strings' is declared here
// CHECK-NOTES: :21:18: note: 'Note' is a root type of context 'Strings'
// CHECK-NOTES: :22:18: note: the attribute on 'Note::status' is kept: context 'Numbers' also serves 'Note', with enumerations as numbers
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Order, (status, tidyjson::string_enum{})){{$}}
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Label, (status, tidyjson::string_enum{})){{$}}
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Note, (status, tidyjson::string_enum{})){{$}}

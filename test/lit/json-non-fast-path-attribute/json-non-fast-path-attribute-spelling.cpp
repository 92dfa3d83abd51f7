// RUN: %check_json_tidy %s json-non-fast-path-attribute %t

// How the attribute is written: with a comment between the member and the
// attribute (the fix keeps the comment), or through a macro of the user's
// own (reported and removed where the macro is used, once per use, never at
// the #define). Found by a review on code outside these tests: the comment
// case got no fix and no note, the macro case was reported at the #define
// line once for every use.

#include <tidyjson/tidyjson.hpp>

#include <string>

enum class Status { open, closed };
TIDYJSON_ENUM(Status, open, closed)

#define BY_NAME tidyjson::string_enum{}
// The fix removes uses of the macro, never its definition.
// CHECK-FIXES: {{^}}#define BY_NAME tidyjson::string_enum{}{{$}}

struct Ticket {
  Status status = Status::open;
  Status previous = Status::closed;
};
TIDYJSON_TYPE(Ticket, (status, /* by name */ tidyjson::string_enum{}), (previous, BY_NAME))
// CHECK-MESSAGES: :[[@LINE-1]]:46: warning: tidyjson::string_enum on 'Ticket::status' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'Desk'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-MESSAGES: :[[@LINE-2]]:83: warning: tidyjson::string_enum on 'Ticket::previous' (a string enum converter resolved at run time) takes 'Ticket' off the fast path of context 'Desk'; it falls back to the metadata path [json-non-fast-path-attribute]
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Ticket, (status /* by name */), (previous)){{$}}

struct Badge {
  Status status = Status::open;
};
TIDYJSON_TYPE(Badge, (status, BY_NAME))
// CHECK-MESSAGES: :[[@LINE-1]]:31: warning: tidyjson::string_enum on 'Badge::status'
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Badge, (status)){{$}}

struct Label {
  Status status = Status::open;
};
TIDYJSON_TYPE(Label, (status,  // written by name
                      tidyjson::string_enum{}))
// CHECK-MESSAGES: :[[@LINE-1]]:23: warning: tidyjson::string_enum on 'Label::status'
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Label, (status // written by name{{$}}
// CHECK-FIXES-NEXT: {{^}}))

TIDYJSON_CONTEXT(Desk, (Ticket, Badge, Label), tidyjson::enums::as_string)

std::string write(const Ticket& t) { return tidyjson::serialize(t, Desk{}); }

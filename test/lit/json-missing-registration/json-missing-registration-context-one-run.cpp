// RUN: %check_json_tidy %s json-missing-registration %t

// A type that is neither described nor among a context's roots gets both
// reports, and both fixes, in one run: its description after its definition
// and its name in the context's roots. (The second report was dropped as a
// repeat of the first, and a second run was needed; outside review.)

#include <tidyjson/tidyjson.hpp>

#include <string>

struct Ticket {
  int id = 0;
};
TIDYJSON_TYPE(Ticket, id)

struct Summary {
  int open = 0;
  int closed = 0;
};
// CHECK-FIXES: {{^}}TIDYJSON_TYPE(Summary, open, closed){{$}}

TIDYJSON_CONTEXT(DeskJson, (Ticket))
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(DeskJson, (Ticket, Summary)){{$}}

std::string write_summary(const Summary& s) {
  return tidyjson::serialize(s, DeskJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'Summary' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-MESSAGES: :[[@LINE-2]]:10: warning: type 'Summary' is not served by context 'DeskJson'; add it to the context's root types [json-missing-registration]
}

// A type defined in a header of the user's is described in that header, and
// the header gets the include it needs; but other translation units include
// the header too, and may describe the type themselves: a run that sees one
// translation unit only says so (the project-wide rule of
// support/SharedFixes.h). With ProjectWideFixes (set by json-tidy --all,
// which keeps a header edit only when every unit that includes the header
// makes it) the fix is offered.
// The same for a context's roots (which each file's calls decide).
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %S/Inputs/models.h %S/Inputs/api_context.h %t.dir/
// RUN: %check_json_tidy --no-compile --check-suffix=ONE %s json-missing-registration %t -- -- -I %t.dir
// RUN: diff %S/Inputs/models.h %t.dir/models.h
// RUN: diff %S/Inputs/api_context.h %t.dir/api_context.h
// RUN: %check_json_tidy --check-suffix=ALL %s json-missing-registration %t \
// RUN:   -- -config="{CheckOptions: {ProjectWideFixes: true}}" -- -I %t.dir
// RUN: FileCheck %s --check-prefix=HEADER --strict-whitespace --input-file=%t.dir/models.h
// RUN: FileCheck %s --check-prefix=CONTEXT --strict-whitespace --input-file=%t.dir/api_context.h

#include <tidyjson/tidyjson.hpp>

#include "api_context.h"
#include "models.h"

#include <vector>

std::string positive_in_header(const models::Author& a) {
  return tidyjson::serialize(a);
  // CHECK-NOTES-ONE: :[[@LINE-1]]:10: warning: type 'models::Author' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES-ONE: models.h:7:8: note: 'Author' is defined here
  // CHECK-NOTES-ONE: models.h:7:8: note: no automatic fix: it would edit 'models.h', which other translation units can include; json-tidy --all --fix makes the edit when every one of them makes it
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:10: warning: type 'models::Author' is not described
}

// HEADER: #include <string>
// HEADER: #include <tidyjson/tidyjson.hpp>
// HEADER: struct Author {
// HEADER: };
// HEADER-NEXT: {{^}}TIDYJSON_TYPE(Author, name, born){{$}}

std::string positive_context_in_header(const std::vector<api::Order>& orders) {
  return tidyjson::serialize(orders, ApiJson{});
  // CHECK-NOTES-ONE: :[[@LINE-1]]:10: warning: type 'std::vector<api::Order>' is not served by context 'ApiJson'; add it to the context's root types [json-missing-registration]
  // CHECK-NOTES-ONE: api_context.h:13:18: note: context 'ApiJson' is declared here
  // CHECK-NOTES-ONE: api_context.h:13:18: note: no automatic fix: it would edit 'api_context.h', which other translation units can include; json-tidy --all --fix makes the edit when every one of them makes it
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:10: warning: type 'std::vector<api::Order>' is not served by context 'ApiJson'
}

// CONTEXT: {{^}}TIDYJSON_CONTEXT(ApiJson, (api::Order, std::vector<api::Order>)){{$}}

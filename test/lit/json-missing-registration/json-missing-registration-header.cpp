// A type defined in a header of the user's is described in that header, and
// the header gets the include it needs.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %S/Inputs/models.h %t.dir/models.h
// RUN: %check_json_tidy %s json-missing-registration %t -- -- -I %t.dir
// RUN: FileCheck %s --check-prefix=HEADER --strict-whitespace --input-file=%t.dir/models.h

#include <tidyjson/tidyjson.hpp>

#include "models.h"

std::string positive_in_header(const models::Author& a) {
  return tidyjson::serialize(a);
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'models::Author' is not described
}

// HEADER: #include <string>
// HEADER: #include <tidyjson/tidyjson.hpp>
// HEADER: struct Author {
// HEADER: };
// HEADER-NEXT: {{^}}TIDYJSON_TYPE(Author, name, born){{$}}

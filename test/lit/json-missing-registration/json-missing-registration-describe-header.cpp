// Descriptions, converters and context declarations written through
// <tidyjson/describe.hpp> (the light header a model header includes) are the
// ones the checks know from <tidyjson/tidyjson.hpp>: nothing they describe is
// reported, what they leave out is, and a fix to such a header adds the
// description without adding <tidyjson/tidyjson.hpp> to it.
// RUN: rm -rf %t.dir && mkdir -p %t.dir && cp %S/Inputs/light_models.h %t.dir/
// RUN: %check_json_tidy --no-compile --check-suffix=ONE %s json-missing-registration %t -- -- -I %t.dir
// RUN: diff %S/Inputs/light_models.h %t.dir/light_models.h
// RUN: %check_json_tidy --check-suffix=ALL %s json-missing-registration %t \
// RUN:   -- -config="{CheckOptions: {ProjectWideFixes: true}}" -- -I %t.dir
// RUN: FileCheck %s --check-prefix=HEADER --strict-whitespace --input-file=%t.dir/light_models.h

#include <tidyjson/tidyjson.hpp>

#include "light_models.h"

#include <string>
#include <vector>

TIDYJSON_CONTEXT_DEFINE(ShopJson)

// Described in the light header: not reported.
std::string negative_described(const shop::Order& o) { return tidyjson::serialize(o); }
std::string negative_enum(shop::Status s) { return tidyjson::serialize(s); }
std::string negative_converted(const shop::Money& m) { return tidyjson::serialize(m); }
std::vector<shop::Order> negative_read(std::string_view text) {
  return tidyjson::deserialize<std::vector<shop::Order>>(text);
}
std::string negative_context_root(const shop::Order& o) { return tidyjson::serialize(o, ShopJson{}); }

std::string positive_not_described(const shop::Customer& c) {
  return tidyjson::serialize(c);
  // CHECK-NOTES-ONE: :[[@LINE-1]]:10: warning: type 'shop::Customer' is not described, so this call cannot write it; add TIDYJSON_TYPE(...) after its definition [json-missing-registration]
  // CHECK-NOTES-ONE: light_models.h:13:8: note: 'Customer' is defined here
  // CHECK-NOTES-ONE: light_models.h:13:8: note: no automatic fix: it would edit 'light_models.h', which other translation units can include; json-tidy --all --fix makes the edit when every one of them makes it
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:10: warning: type 'shop::Customer' is not described
}

std::string positive_context_missing_root(const std::vector<shop::Order>& orders) {
  return tidyjson::serialize(orders, ShopJson{});
  // CHECK-NOTES-ONE: :[[@LINE-1]]:10: warning: type 'std::vector<shop::Order>' is not served by context 'ShopJson'; add it to the context's root types [json-missing-registration]
  // CHECK-NOTES-ONE: light_models.h:36:26: note: context 'ShopJson' is declared here
  // CHECK-NOTES-ONE: light_models.h:36:26: note: no automatic fix: it would edit 'light_models.h', which other translation units can include; json-tidy --all --fix makes the edit when every one of them makes it
  // CHECK-MESSAGES-ALL: :[[@LINE-4]]:10: warning: type 'std::vector<shop::Order>' is not served by context 'ShopJson'
}

// HEADER-NOT: #include <tidyjson/tidyjson.hpp>
// HEADER: struct Customer {
// HEADER: };
// HEADER-NEXT: {{^}}TIDYJSON_TYPE(Customer, name){{$}}
// HEADER: {{^}}TIDYJSON_CONTEXT_DECLARE(ShopJson, (shop::Order, std::vector<shop::Order>)){{$}}

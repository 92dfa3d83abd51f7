// bench/bookstore_model.hpp: a bookstore's orders, the second benchmark workload.
//
// The model is the bookstore example's (examples/bookstore/model.hpp): plain
// structs described for tidyjson and a deterministic generator, so benchmark
// inputs and outputs are reproducible byte for byte on every machine.
//
//   const std::vector<bookstore::Order> orders = bookstore::generate_orders(1000);
//
// With camelCase names the first order of the default list reads
//
//   {"number":100001,"customer":"Zoë Ångström","createdAt":"2026-01-01T00:16:00Z",
//    "status":"shipped","currency":"EUR","items":[{"isbn":"9780132350884",
//    "title":"Clean Code","quantity":3,"unitPrice":42.00,"lineTotal":126.00},
//    ...],"total":...}
//
// and the 1,000 orders of generate_orders() take 461,695 bytes.
#pragma once

#include "../examples/bookstore/model.hpp"

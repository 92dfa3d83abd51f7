// tidyjson/describe.hpp: what a model header needs, and nothing that reads or
// writes.
//
//   // order.hpp
//   #include <tidyjson/describe.hpp>
//   struct Order { tidyjson::uuid id; std::string customer; tidyjson::decimal total; };
//   TIDYJSON_TYPE(Order, id, customer, (total, tidyjson::number_as_string{}))
//   TIDYJSON_CONTEXT_DECLARE(ShopJson, (Order), tidyjson::naming::camel_case)
//
// The description macros (TIDYJSON_TYPE, _TYPE_INTRUSIVE, _DERIVED_TYPE,
// _ENUM, _CONVERTER, _POLYMORPHIC, _POLYMORPHIC_KEY), the per-member
// attributes, the settings a context declaration names, the built-in value
// types a model holds (tidyjson::decimal, tidyjson::uuid) and
// TIDYJSON_CONTEXT_DECLARE. Every file that includes a model header parses
// this one; the reader and the writer are parsed only by the files that call
// them, which include <tidyjson/tidyjson.hpp>. docs/performance.md, "Compile
// time", gives what each costs.
#pragma once

#include "tidyjson/core/config.hpp"
#include "tidyjson/core/attributes.hpp"
#include "tidyjson/core/describe.hpp"
#include "tidyjson/core/settings.hpp"
#include "tidyjson/types/decimal.hpp"
#include "tidyjson/types/uuid.hpp"
#include "tidyjson/context/declare.hpp"

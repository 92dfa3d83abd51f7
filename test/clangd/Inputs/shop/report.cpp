// A second file of the shop: the type it writes is declared in models.h
// without a description.
#include "models.h"

#include <tidyjson/tidyjson.hpp>

#include <string>

std::string coupon_json(const shop::Coupon& coupon) { return tidyjson::serialize(coupon); }

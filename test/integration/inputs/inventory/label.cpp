// Includes the header but serializes nothing of it: clean before and after.
#include "inventory.hpp"

#include <string>

std::string label(const shop::Item& item) { return item.sku + ": " + std::to_string(item.count); }

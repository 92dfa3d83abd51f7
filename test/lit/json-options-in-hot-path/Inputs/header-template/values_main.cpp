// Instantiates values.hpp's templates with other arguments than b.cpp does.
#include <cstdio>

#include "values.hpp"

std::string b();

struct Big {
  int a[20] = {};
};
TIDYJSON_TYPE(Big, a)

int main() {
  std::puts(b().c_str());
  std::puts(indented<0>(Big{}).c_str());
  std::puts(by_size(Big{}).c_str());
  std::puts(by_trait(7).c_str());
  std::puts(by_trait(Big{}).c_str());
}

// Two nested types without descriptions and a context missing a root:
// json-missing-registration --fix must make this compile and print the
// expected JSON.
#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <string>
#include <vector>

namespace warehouse {

enum class Zone { cold, dry, hazardous };

struct Bin {
  std::string code;
  Zone zone = Zone::dry;
  int capacity = 0;
};

struct Aisle {
  std::string name;
  std::vector<Bin> bins;
};
TIDYJSON_TYPE(Aisle, name, bins)

}  // namespace warehouse

TIDYJSON_CONTEXT(WarehouseJson, (warehouse::Aisle), tidyjson::naming::camel_case)

int main() {
  const std::vector<warehouse::Aisle> aisles{
      {"A", {{"A-01", warehouse::Zone::cold, 40}, {"A-02", warehouse::Zone::dry, 25}}},
      {"B", {{"B-01", warehouse::Zone::hazardous, 5}}},
  };
  std::cout << tidyjson::serialize(aisles, WarehouseJson{}) << '\n';
}

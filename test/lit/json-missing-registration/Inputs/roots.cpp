// Several calls with types the context does not list, some of them twice.
#include <tidyjson/tidyjson.hpp>

#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <vector>

struct Order {
  int id = 0;
};
TIDYJSON_TYPE(Order, id)
TIDYJSON_CONTEXT(Api, (Order))

std::string a(const std::vector<Order>& v) { return tidyjson::serialize(v, Api{}); }
std::string b(const std::optional<Order>& o) { return tidyjson::serialize(o, Api{}); }
std::string c(const std::vector<Order>& v) { return tidyjson::serialize(v, Api{}); }
std::string d(const std::map<std::string, Order>& m) { return tidyjson::serialize(m, Api{}); }

int main() {
  std::cout << a({Order{1}, Order{2}}) << b(Order{3}) << c({}) << d({{"x", Order{4}}}) << "\n";
}

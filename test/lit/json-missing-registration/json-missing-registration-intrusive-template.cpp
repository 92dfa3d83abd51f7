// RUN: %check_json_tidy %s json-missing-registration %t

// A class template described in its body (TIDYJSON_TYPE_INTRUSIVE) is
// described for every specialization, including one the program only names
// (a call through a context that does not list it leaves it uninstantiated)
// and one whose friend is declared but not yet defined. Found by a review
// outside these tests: both were reported as "not described", with no fix.

#include <tidyjson/tidyjson.hpp>

#include <string>
#include <vector>

template <class T>
class Page {
  std::vector<T> items_;

 public:
  TIDYJSON_TYPE_INTRUSIVE(Page, items_)
};

struct Row {
  int id = 0;
};
TIDYJSON_TYPE(Row, id)
TIDYJSON_CONTEXT(RowJson, (Row))
// CHECK-FIXES: {{^}}TIDYJSON_CONTEXT(RowJson, (Row, Page<Row>)){{$}}

std::string positive_named_only(const Page<Row>& p) {
  return tidyjson::serialize(p, RowJson{});
  // CHECK-MESSAGES: :[[@LINE-1]]:10: warning: type 'Page<Row>' is not served by context 'RowJson'; add it to the context's root types [json-missing-registration]
}

struct Cell {
  int v = 0;
};
TIDYJSON_TYPE(Cell, v)

// Page<Cell> is instantiated here (a local of that type), its friend only
// declared.
std::string negative_instantiated(const std::string& text) {
  Page<Cell> page = tidyjson::deserialize<Page<Cell>>(text);
  return tidyjson::serialize(page);
}

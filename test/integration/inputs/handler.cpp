// A request handler that builds its options on every call: the pre-commit
// hooks must reject a commit of this file and print the finding.
#include <tidyjson/tidyjson.hpp>

#include <string>

struct Reply {
  int status = 200;
  std::string body;
};
TIDYJSON_TYPE(Reply, status, body)

std::string handle(const Reply& reply) {
  tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(reply, options);
}

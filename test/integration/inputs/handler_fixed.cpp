// handler.cpp as json-tidy --fix leaves it: the options are built once, and
// the pre-commit hooks accept the commit.
#include <tidyjson/tidyjson.hpp>

#include <string>

struct Reply {
  int status = 200;
  std::string body;
};
TIDYJSON_TYPE(Reply, status, body)

std::string handle(const Reply& reply) {
  static const tidyjson::options options{tidyjson::naming::camel_case};
  return tidyjson::serialize(reply, options);
}

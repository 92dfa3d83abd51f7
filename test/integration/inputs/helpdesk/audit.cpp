// The audit log: tickets written with its own options (enumerations as
// numbers, the default, and camelCase names), with an indentation read from
// a configuration that is reloaded while the program runs.
#include "helpdesk.h"

#include <iostream>

struct AuditSettings {
  int indent = 0;
};
AuditSettings g_live;
const AuditSettings& g_settings = g_live;

std::string audit_line(const desk::Ticket& t) {
  return tidyjson::serialize(t, tidyjson::options{tidyjson::naming::camel_case});
}

std::string audit_block(const desk::Ticket& t) {
  tidyjson::options options{tidyjson::indent{g_settings.indent}};
  return tidyjson::serialize(t, options);
}

int main() {
  const desk::Ticket ticket{7, desk::Status::closed};
  std::cout << audit_line(ticket) << "\n" << audit_block(ticket) << "\n";
  g_live.indent = 4;  // the configuration is reloaded
  std::cout << audit_block(ticket) << "\n";
}

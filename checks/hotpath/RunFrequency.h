//===--- RunFrequency.h - clang-tidy ----------------------------*- C++ -*-===//
//
// How often a piece of code runs, as far as the cost of building an options
// object there is concerned: once per call of which function or lambda, per
// iteration of which loop, or once (a static initializer).
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_HOTPATH_RUNFREQUENCY_H
#define TIDYJSON_CHECKS_HOTPATH_RUNFREQUENCY_H

#include "support/ParentWalk.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>

namespace clang::tidy::json {

/// Where a construction runs, as far as its cost and its fix are concerned.
struct Placement {
  /// Body of the innermost function or lambda around the construction: the
  /// scope a `static` declaration goes into and whose uses are analyzed.
  const Stmt *Body = nullptr;
  /// The function of Body (a lambda's call operator for a lambda).
  const FunctionDecl *Function = nullptr;
  /// The innermost lambda that is not invoked on the spot, if any: the
  /// construction runs on every call of it.
  const LambdaExpr *Lambda = nullptr;
  /// The named function the code belongs to (through lambdas); null for a
  /// lambda at namespace scope.
  const FunctionDecl *Outer = nullptr;
  /// The innermost loop that runs the construction once per iteration.
  const Stmt *Loop = nullptr;
  /// The function that makes the construction hot, and why (set by the
  /// check, from its options).
  const FunctionDecl *HotFunction = nullptr;
  bool HotByOption = false;
  /// Whether the innermost callable is explicitly constexpr or consteval.
  bool InConstexpr = false;
};

/// Where \p Node (a local variable or a temporary) runs; none when it does
/// not run once per call of a function or lambda (a static initializer, an
/// unevaluated operand, a default argument).
std::optional<Placement> findPlacement(DynTypedNode Node,
                                       const ParentWalk &Walk);

/// Whether a local's use runs more often than the local is built, and
/// whether it escapes with a lambda.
struct UseFrequency {
  bool Escapes = false;
  bool PerIteration = false;
};
/// Climbs from the use \p From of a local to the scope of its declaration
/// (\p Stop holds that scope's statements, \p Body the function's body).
UseFrequency useFrequency(const Stmt *From,
                          const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
                          const Stmt &Body, const ParentWalk &Walk);

/// The places a lambda runs: where it is invoked on the spot, or the calls
/// of the local variable holding it. False when it may outlive the
/// statement or run elsewhere (stored, returned, handed to a function).
bool lambdaCallSites(const LambdaExpr *L, const ParentWalk &Walk,
                     llvm::SmallVectorImpl<const Expr *> &Calls);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_HOTPATH_RUNFREQUENCY_H

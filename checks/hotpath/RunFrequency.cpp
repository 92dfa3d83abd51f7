//===--- RunFrequency.cpp - clang-tidy ------------------------------------===//

#include "RunFrequency.h"
#include "clang-tidy/utils/DeclRefExprUtils.h"
#include "support/ASTUtils.h"
#include "support/SourceText.h"
#include "clang/AST/ASTLambda.h"
#include "clang/AST/ExprConcepts.h"
#include "clang/AST/StmtCXX.h"

namespace clang::tidy::json {

namespace {

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

/// Whether \p Child of loop \p Loop runs once per iteration (the body, the
/// condition, the increment) rather than once (an init statement, a range).
bool runsPerIteration(const Stmt *Loop, const Stmt *Child) {
  if (const auto *F = dyn_cast<ForStmt>(Loop))
    return Child != F->getInit();
  if (const auto *R = dyn_cast<CXXForRangeStmt>(Loop))
    return Child == R->getBody() || Child == R->getLoopVarStmt();
  return true;
}

/// The call `callee(...)` whose callee object is \p Callee, if any.
const CallExpr *callingIt(const Expr *Callee, const ParentWalk &Walk) {
  const auto *Op =
      dyn_cast_or_null<CXXOperatorCallExpr>(Walk.valueParent(Callee));
  if (Op && Op->getOperator() == OO_Call && Op->getNumArgs() > 0 &&
      stripArgument(Op->getArg(0)) == Callee)
    return Op;
  return nullptr;
}

/// The function body a local variable belongs to.
const Stmt *bodyOfVar(const VarDecl *VD) {
  const auto *FD = dyn_cast_or_null<FunctionDecl>(VD->getDeclContext());
  return FD ? FD->getBody() : nullptr;
}

/// The calls of the local variable \p VD that holds a lambda; false when it
/// has another use.
bool callsOfHolder(const VarDecl *VD, const ParentWalk &Walk,
                   llvm::SmallVectorImpl<const Expr *> &Calls) {
  const Stmt *Body = bodyOfVar(VD);
  if (!Body || !VD->hasLocalStorage() || VD->getType()->isReferenceType())
    return false;
  for (const DeclRefExpr *Use :
       utils::decl_ref_expr::allDeclRefExprs(*VD, *Body, Walk.context())) {
    if (Walk.isUnevaluated(Use, Body))
      continue;
    const CallExpr *Call = callingIt(Use, Walk);
    if (!Call)
      return false;
    Calls.push_back(Call);
  }
  return true;
}

/// The innermost loop around \p S that runs it per iteration, up to the
/// enclosing function or lambda body. \p CrossesLambda is set when \p S sits
/// in a lambda body nested in that function.
const Stmt *loopAround(const Stmt *S, const ParentWalk &Walk,
                       bool &CrossesLambda) {
  CrossesLambda = false;
  const Stmt *Loop = nullptr;
  DynTypedNode N = DynTypedNode::create(*S);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    const DynTypedNode PN = Walk.parent(N);
    const auto *P = PN.get<Stmt>();
    if (!P) {
      if (!PN.get<VarDecl>() && !PN.get<BindingDecl>() &&
          !PN.get<DecompositionDecl>())
        return Loop;
      N = PN;
      continue;
    }
    const auto *Child = N.get<Stmt>();
    if (const auto *L = dyn_cast<LambdaExpr>(P); L && Child == L->getBody()) {
      CrossesLambda = true;
      return Loop;
    }
    if (!Loop && isLoop(P) && Child && runsPerIteration(P, Child))
      Loop = P;
    N = PN;
  }
  return Loop;
}

/// Whether the tokens from \p Begin to \p End (exclusive) spell `constexpr`
/// or `consteval`: a lambda's declarator, between its introducer and body.
bool spellsConstexpr(SourceLocation Begin, SourceLocation End,
                     const ASTContext &Ctx) {
  bool Found = false;
  const bool Read = forEachToken(
      CharSourceRange::getCharRange(Begin, End), Ctx.getSourceManager(),
      Ctx.getLangOpts(), [&](const Token &Tok) {
        Found = Tok.is(tok::raw_identifier) &&
                (Tok.getRawIdentifier() == "constexpr" ||
                 Tok.getRawIdentifier() == "consteval");
        return !Found;
      });
  return Found || !Read; // cannot tell: assume the worst
}

} // namespace

bool lambdaCallSites(const LambdaExpr *L, const ParentWalk &Walk,
                     llvm::SmallVectorImpl<const Expr *> &Calls) {
  if (const CallExpr *Call = callingIt(L, Walk)) {
    Calls.push_back(Call);
    return true;
  }
  // `auto f = [&] { ... };` (or a std::function) with every use a call.
  DynTypedNode N = DynTypedNode::create(*L);
  for (int Depth = 0; Depth < 8; ++Depth) {
    N = Walk.parent(N);
    if (const auto *VD = N.get<VarDecl>())
      return callsOfHolder(VD, Walk, Calls);
    const auto *S = N.get<Stmt>();
    if (!S || !isa<ImplicitCastExpr, MaterializeTemporaryExpr, ExprWithCleanups,
                   CXXBindTemporaryExpr, CXXConstructExpr, ParenExpr>(S))
      return false;
  }
  return false;
}

/// Where a lambda whose body \p Child sits under runs; \p P.Loop and
/// \p P.Lambda are updated. A lambda held in a local and only called there
/// runs as part of the function, once per call site; any other lambda (a
/// request handler, a callback) runs on its own, once per invocation.
static void enterLambda(const LambdaExpr *L, const ParentWalk &Walk,
                        Placement &P, bool &CostOpen) {
  if (!CostOpen || callingIt(L, Walk))
    return;
  llvm::SmallVector<const Expr *, 4> Calls;
  bool Inline = lambdaCallSites(L, Walk, Calls);
  for (const Expr *Call : Calls) {
    bool Crosses = false;
    const Stmt *Loop = loopAround(Call, Walk, Crosses);
    Inline = Inline && !Crosses;
    if (Loop && !P.Loop)
      P.Loop = Loop;
  }
  if (!Inline) {
    P.Loop = nullptr;
    P.Lambda = L;
    CostOpen = false;
  }
}

namespace {
enum class Step { Up, Done, None };

/// One step of findPlacement through a statement \p S above \p Child.
Step throughStmt(const Stmt *S, const Stmt *Child, const ParentWalk &Walk,
                 Placement &P, bool &CostOpen) {
  // An unevaluated operand never runs.
  if (isa<UnaryExprOrTypeTraitExpr, CXXNoexceptExpr, RequiresExpr,
          ConceptSpecializationExpr, GenericSelectionExpr>(S))
    return Step::None;
  if (const auto *Typeid = dyn_cast<CXXTypeidExpr>(S);
      Typeid && !Typeid->isPotentiallyEvaluated())
    return Step::None;
  if (const auto *L = dyn_cast<LambdaExpr>(S)) {
    // A capture initializer runs where the lambda is created.
    if (!Child || Child != L->getBody())
      return Step::Up;
    if (!P.Function) {
      P.Function = L->getCallOperator();
      P.Body = L->getBody();
      P.InConstexpr =
          spellsConstexpr(L->getIntroducerRange().getEnd(),
                          L->getBody()->getBeginLoc(), Walk.context());
    }
    enterLambda(L, Walk, P, CostOpen);
  } else if (CostOpen && !P.Loop && isLoop(S) && Child &&
             runsPerIteration(S, Child)) {
    P.Loop = S;
  }
  return Step::Up;
}

/// One step of findPlacement through a declaration \p D.
Step throughDecl(const Decl *D, const VarDecl *Self, Placement &P,
                 bool CostOpen) {
  if (const auto *FD = dyn_cast<FunctionDecl>(D)) {
    if (isLambdaCallOperator(FD) && !P.Function)
      return Step::None; // reached without its LambdaExpr: give up
    if (!P.Function) {
      P.Function = FD;
      P.Body = FD->getBody();
      P.InConstexpr = FD->isConstexpr();
    }
    if (isLambdaCallOperator(FD))
      return Step::Up;
    P.Outer = FD;
    return Step::Done;
  }
  // A default argument: evaluated by each caller, not in a body.
  if (isa<ParmVarDecl>(D))
    return Step::None;
  // The initializer of a static or thread-local variable runs once.
  if (const auto *VD = dyn_cast<VarDecl>(D))
    return CostOpen && VD != Self && !VD->hasLocalStorage() ? Step::None
                                                            : Step::Up;
  // Part of a local declaration.
  if (isa<BindingDecl, DecompositionDecl>(D))
    return Step::Up;
  // A default member initializer, or something unknown.
  return CostOpen || !P.Function ? Step::None : Step::Up;
}
} // namespace

std::optional<Placement> findPlacement(DynTypedNode Node,
                                       const ParentWalk &Walk) {
  Placement P;
  // While true, the code between the node and the current ancestor runs
  // once per run of that ancestor: loops and static initializers count.
  bool CostOpen = true;
  const auto *Self = Node.get<VarDecl>();
  DynTypedNode Child = Node;
  for (int Guard = 0; Guard < 4096; ++Guard) {
    const DynTypedNode Parent = Walk.parent(Child);
    if (Parent.getNodeKind().isNone() || Parent.get<TranslationUnitDecl>()) {
      if (!P.Function)
        return std::nullopt; // a namespace-scope initializer runs once
      break;                 // a lambda at namespace scope
    }
    Step S = Step::Up;
    if (const auto *St = Parent.get<Stmt>())
      S = throughStmt(St, Child.get<Stmt>(), Walk, P, CostOpen);
    else if (const auto *D = Parent.get<Decl>())
      S = throughDecl(D, Self, P, CostOpen);
    else if (!Parent.get<CXXCtorInitializer>())
      S = Step::None; // part of a type or a template argument: not run
    if (S == Step::None)
      return std::nullopt;
    if (S == Step::Done)
      break;
    Child = Parent;
  }
  if (!P.Function || !P.Body)
    return std::nullopt;
  return P;
}

/// useFrequency, through at most 6 nested lambdas.
static UseFrequency climbUse(const Stmt *From,
                             const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
                             const Stmt &Body, const ParentWalk &Walk,
                             int Depth);

/// The frequency of a use inside the body of lambda \p L: that of the places
/// the lambda runs, per iteration only if every one of them is.
static UseFrequency
throughLambda(const LambdaExpr *L,
              const llvm::SmallPtrSetImpl<const Stmt *> &Stop, const Stmt &Body,
              const ParentWalk &Walk, int Depth) {
  UseFrequency U;
  llvm::SmallVector<const Expr *, 4> Calls;
  if (!lambdaCallSites(L, Walk, Calls)) {
    U.Escapes = true;
    return U;
  }
  bool AllPerIteration = !Calls.empty();
  for (const Expr *Call : Calls) {
    const UseFrequency C = climbUse(Call, Stop, Body, Walk, Depth + 1);
    if (C.Escapes) {
      U.Escapes = true;
      return U;
    }
    AllPerIteration = AllPerIteration && C.PerIteration;
  }
  U.PerIteration = AllPerIteration;
  return U;
}

static UseFrequency climbUse(const Stmt *From,
                             const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
                             const Stmt &Body, const ParentWalk &Walk,
                             int Depth) {
  UseFrequency U;
  if (Depth > 6) {
    U.Escapes = true;
    return U;
  }
  DynTypedNode N = DynTypedNode::create(*From);
  const Stmt *Child = From;
  for (int Guard = 0; Guard < 4096; ++Guard) {
    const DynTypedNode PN = Walk.parent(N);
    const auto *P = PN.get<Stmt>();
    if (!P) {
      if (!PN.get<VarDecl>() && !PN.get<BindingDecl>())
        return U;
      N = PN;
      continue;
    }
    if (P == &Body || Stop.contains(P))
      return U;
    if (isLoop(P) && Child && runsPerIteration(P, Child))
      U.PerIteration = true;
    if (const auto *L = dyn_cast<LambdaExpr>(P); L && Child == L->getBody()) {
      const UseFrequency Inner = throughLambda(L, Stop, Body, Walk, Depth);
      U.Escapes = Inner.Escapes;
      U.PerIteration = !Inner.Escapes && (U.PerIteration || Inner.PerIteration);
      return U;
    }
    Child = P;
    N = PN;
  }
  return U;
}

UseFrequency useFrequency(const Stmt *From,
                          const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
                          const Stmt &Body, const ParentWalk &Walk) {
  return climbUse(From, Stop, Body, Walk, 0);
}

} // namespace clang::tidy::json

//===--- Temporaries.cpp - clang-tidy -------------------------------------===//

#include "Temporaries.h"
#include "hotpath/ConstantInit.h"
#include "support/ASTUtils.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/IgnoreExpr.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <functional>

using namespace clang::ast_matchers;

namespace clang::tidy::json {

// Bind names.
static constexpr char TempCallId[] =
    "temp-call"; // CallExpr with an options argument

llvm::StringRef noFixText(NoFix Reason) {
  switch (Reason) {
  case NoFix::None:
    return "";
  case NoFix::Macro:
    return "no fix inside a macro expansion; hoist the options object by hand";
  case NoFix::SeveralDeclarations:
    return "no fix for a declaration of several variables; declare one per "
           "statement";
  case NoFix::Position:
    return "no fix for a declaration in this position; make it static by hand";
  case NoFix::Constexpr:
    return "no fix in a constexpr function, which cannot hold a static "
           "variable; build the options object outside it";
  case NoFix::NeedsInitializer:
    return "no fix: a const object of this type needs an initializer; write "
           "one, then make it static";
  case NoFix::Copy:
    return "%0 is a copy; bind a const "
           "reference to the original instead";
  case NoFix::Dependency:
    return "the initializer %0; keep one options object per distinct value";
  case NoFix::Mutation:
    return "%0 is modified after it is built; give every setting in its "
           "initializer";
  case NoFix::Capture:
    return "%0 is captured by name here; a static variable needs no capture";
  case NoFix::NoStatement:
    return "no fix: there is no statement in a block to hoist it before; make "
           "it a static object by hand";
  case NoFix::JumpInto:
    return "no fix: a jump into the statement would skip the initialization "
           "of a hoisted object; hoist it by hand";
  case NoFix::NotConstRef:
    return "no fix: the serializer does not take the options object by const "
           "reference";
  case NoFix::ConditionalCopy:
    return "no fix: '?:' would have to copy the hoisted object, and its type "
           "cannot be copied";
  case NoFix::Unspellable:
    return "no fix: its type cannot be spelled here";
  case NoFix::NeedsCxx17:
    return "no fix before C++17 for this form of initialization";
  case NoFix::LateVariable:
    return "no fix: the initializer names a variable declared inside the "
           "statement";
  }
  return "";
}

/// What wraps a temporary in an argument without making another object:
/// full-expression and temporary bookkeeping, parentheses, conversions that
/// keep the object, and a copy that C++14 may elide (no ConstantExpr, which
/// IgnoreImplicitSingleStep would strip too).
static const Expr *unwrapArgument(const Expr *E) {
  auto Bookkeeping = [](Expr *X) -> Expr * {
    if (auto *EWC = dyn_cast<ExprWithCleanups>(X))
      return EWC->getSubExpr();
    if (auto *MTE = dyn_cast<MaterializeTemporaryExpr>(X))
      return MTE->getSubExpr();
    if (auto *BTE = dyn_cast<CXXBindTemporaryExpr>(X))
      return BTE->getSubExpr();
    return X;
  };
  auto Conversion = [](Expr *X) -> Expr * {
    if (auto *ICE = dyn_cast<ImplicitCastExpr>(X)) {
      const CastKind K = ICE->getCastKind();
      if (K == CK_NoOp || K == CK_ConstructorConversion ||
          K == CK_DerivedToBase || K == CK_UncheckedDerivedToBase)
        return ICE->getSubExpr();
    }
    return X;
  };
  return IgnoreExprNodes(E, Bookkeeping, IgnoreParensOnlySingleStep, Conversion,
                         ignoreElidableCopySingleStep);
}

/// The temporary \p E is, if it is one: what is written, what it constructs,
/// and how.
static bool asTemporary(const Expr *E, const OptionsTypes &Types,
                        Temporary &T) {
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E)) {
    T.Written = FC;
    T.Construction = constructionOf(FC->getSubExpr());
    return true;
  }
  // In a template, `T{traits<U>::naming}` with arguments that depend on the
  // template's parameters is only resolved per instantiation.
  if (isa<CXXTemporaryObjectExpr, InitListExpr, CXXUnresolvedConstructExpr>(
          E)) {
    T.Written = T.Construction = E;
    T.BracedList = isa<InitListExpr>(E);
    return true;
  }
  const auto *CE = dyn_cast<CXXConstructExpr>(E);
  const CXXConstructorDecl *Ctor = CE ? CE->getConstructor() : nullptr;
  if (!Ctor || CE->isStdInitListInitialization())
    return false;
  if (Ctor->isCopyOrMoveConstructor() && CE->getNumArgs() >= 1 &&
      Types.isOptionsType(CE->getArg(0)->getType()))
    return false; // a copy or a move of an existing object
  T.BracedList = CE->isListInitialization();
  T.ImplicitConversion = !T.BracedList;
  T.Written = T.Construction = CE;
  return true;
}

static void collectIn(const CallExpr *Call, const Expr *Arg, unsigned Index,
                      bool InConditional, const OptionsTypes &Types,
                      llvm::SmallVectorImpl<Temporary> &Out, int Depth) {
  const Expr *E = unwrapArgument(Arg);
  if (!E)
    return;
  if (const auto *CO = dyn_cast<ConditionalOperator>(E)) {
    if (Depth < 8) {
      collectIn(Call, CO->getTrueExpr(), Index, true, Types, Out, Depth + 1);
      collectIn(Call, CO->getFalseExpr(), Index, true, Types, Out, Depth + 1);
    }
    return;
  }
  if (!Types.isOptionsType(E->getType()))
    return;
  Temporary T;
  T.Call = Call;
  T.ArgIndex = Index;
  T.InConditional = InConditional;
  if (asTemporary(E, Types, T))
    Out.push_back(std::move(T));
}

void collectTemporaries(const CallExpr *Call, const OptionsTypes &Types,
                        llvm::SmallVectorImpl<Temporary> &Out) {
  for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I)
    collectIn(Call, Call->getArg(I), I, false, Types, Out, 0);
}

llvm::SmallVector<Temporary, 4>
temporariesOfStatement(const Stmt *Anchor, const OptionsTypes &Types,
                       const EntryPoints &Entries, const ParentWalk &Walk) {
  ASTContext &Ctx = Walk.context();
  const auto OptionsType = qualType(matchesIf<QualType>(
      [&Types](const QualType &T) { return Types.isOptionsType(T); }));
  llvm::SmallVector<Temporary, 4> Temps;
  llvm::DenseSet<unsigned> Seen;
  for (const BoundNodes &Nodes :
       match(findAll(callExpr(hasAnyArgument(expr(hasType(OptionsType))))
                         .bind(TempCallId)),
             *Anchor, Ctx)) {
    const auto *Other = Nodes.getNodeAs<CallExpr>(TempCallId);
    if (!Other || !Entries.ofCall(Other))
      continue;
    llvm::SmallVector<Temporary, 2> OfOther;
    collectTemporaries(Other, Types, OfOther);
    for (Temporary &T : OfOther)
      if (anchorOf(T.Written, Walk) == Anchor &&
          Seen.insert(T.Written->getBeginLoc().getRawEncoding()).second)
        Temps.push_back(std::move(T));
  }
  const SourceManager &SM = Ctx.getSourceManager();
  llvm::sort(Temps, [&](const Temporary &A, const Temporary &B) {
    return SM.isBeforeInTranslationUnit(A.Written->getBeginLoc(),
                                        B.Written->getBeginLoc());
  });
  return Temps;
}

/// Whether the labels \p Label sits under are in a block.
static bool labelsInBlock(const Stmt *Label, const ParentWalk &Walk) {
  const Stmt *Top = Label;
  while (const Stmt *Up = Walk.parentStmt(Top)) {
    if (!isa<SwitchCase, LabelStmt>(Up))
      break;
    Top = Up;
  }
  return isa_and_nonnull<CompoundStmt>(Walk.parentStmt(Top));
}

const Stmt *anchorOf(const Expr *E, const ParentWalk &Walk) {
  DynTypedNode N = DynTypedNode::create(*E);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    const DynTypedNode PN = Walk.parent(N);
    if (const auto *P = PN.get<Stmt>()) {
      const auto *Child = N.get<Stmt>();
      // A capture initializer runs where the lambda is created; a body has
      // found its anchor before getting here.
      if (const auto *L = dyn_cast<LambdaExpr>(P); L && Child == L->getBody())
        return nullptr;
      if (Child && isa<CompoundStmt>(P))
        return Child;
      // After a label: fine when the labels sit in a block; otherwise go on
      // to the statement around them.
      if (Child && isa<SwitchCase, LabelStmt>(P) && labelsInBlock(P, Walk))
        return Child;
      N = PN;
      continue;
    }
    const auto *D = PN.get<Decl>();
    const auto *VD = dyn_cast_or_null<VarDecl>(D);
    if ((VD && VD->isLocalVarDeclOrParm() && !isa<ParmVarDecl>(VD)) ||
        isa_and_nonnull<BindingDecl, DecompositionDecl>(D)) {
      N = PN;
      continue;
    }
    return nullptr;
  }
  return nullptr;
}

bool canBeJumpedInto(const Stmt *S) {
  llvm::SmallPtrSet<const SwitchCase *, 8> InnerCases;
  llvm::SmallVector<const SwitchCase *, 8> Cases;
  bool HasLabel = false;
  std::function<void(const Stmt *)> Walk = [&](const Stmt *Node) {
    if (!Node || HasLabel ||
        isa<LambdaExpr>(Node)) // a lambda's labels are its own
      return;
    if (isa<LabelStmt>(Node)) {
      HasLabel = true;
      return;
    }
    if (const auto *SW = dyn_cast<SwitchStmt>(Node))
      for (const SwitchCase *C = SW->getSwitchCaseList(); C;
           C = C->getNextSwitchCase())
        InnerCases.insert(C);
    if (const auto *C = dyn_cast<SwitchCase>(Node))
      Cases.push_back(C);
    for (const Stmt *Child : Node->children())
      Walk(Child);
  };
  Walk(S);
  return HasLabel || llvm::any_of(Cases, [&](const SwitchCase *C) {
           return !InnerCases.count(C);
         });
}

} // namespace clang::tidy::json

//===--- OptionsUses.cpp - clang-tidy -------------------------------------===//

#include "OptionsUses.h"
#include "clang-tidy/utils/DeclRefExprUtils.h"
#include "support/ASTUtils.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Analysis/Analyses/ExprMutationAnalyzer.h"
#include "llvm/ADT/STLExtras.h"

namespace clang::tidy::json {

namespace {

enum class UseKind {
  Serializer, // an argument of a serializer entry point that cannot keep it
  Member,     // `opts.member` / `opts.method()`: mutation is checked apart
  Capture,    // the capture of a lambda (the lambda's uses are checked apart)
  Escape,     // anything that may keep the object or a pointer to it
};

struct UseInfo {
  UseKind Kind = UseKind::Escape;
  /// For a capture written by name, the capture's location.
  SourceLocation ExplicitCapture;
};

bool isStdFunction(const FunctionDecl *FD,
                   std::initializer_list<StringRef> Names) {
  if (!FD || !FD->getIdentifier() || !FD->isInStdNamespace())
    return false;
  return llvm::is_contained(Names, FD->getName());
}

/// Whether \p Cur passes through \p P as the same object: parentheses,
/// derived-to-base and no-op casts, std::move/forward/as_const, a cast to a
/// const reference, an arm of a glvalue ?:, or (once, setting \p Address)
/// `&`.
bool passesThrough(const Expr *Cur, const Stmt *P, bool &Address) {
  if (isa<ParenExpr>(P))
    return true;
  if (const auto *ICE = dyn_cast<ImplicitCastExpr>(P)) {
    const CastKind K = ICE->getCastKind();
    return K == CK_NoOp || K == CK_DerivedToBase ||
           K == CK_UncheckedDerivedToBase;
  }
  // std::move / std::forward / std::as_const only change the value category.
  if (const auto *Call = dyn_cast<CallExpr>(P))
    return !Address && Call->getNumArgs() == 1 && Call->getArg(0) == Cur &&
           isStdFunction(Call->getDirectCallee(),
                         {"move", "forward", "as_const"});
  if (const auto *SC = dyn_cast<CXXStaticCastExpr>(P)) {
    const QualType To = SC->getTypeAsWritten();
    return !Address && To->isLValueReferenceType() &&
           To.getNonReferenceType().isConstQualified();
  }
  if (const auto *CO = dyn_cast<ConditionalOperator>(P))
    return CO->getCond() != Cur && CO->isGLValue();
  if (const auto *UO = dyn_cast<UnaryOperator>(P)) {
    if (UO->getOpcode() != UO_AddrOf || Address)
      return false;
    Address = true;
    return true;
  }
  return false;
}

/// A use as argument \p Cur of \p Call: a serializer's, or the object of a
/// member operator.
UseKind argumentUse(const CallExpr *Call, const Expr *Cur, bool Address,
                    const EntryPoints &Entries) {
  for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I) {
    if (Call->getArg(I) != Cur)
      continue;
    if (Entries.ofCall(Call) && acceptsConstLvalue(Call, I, Address, Entries))
      return UseKind::Serializer;
    // `opts == other`, `opts[...]`: a member operator of the object.
    if (I == 0 && !Address && isa<CXXOperatorCallExpr>(Call) &&
        isa_and_nonnull<CXXMethodDecl>(Call->getDirectCallee()))
      return UseKind::Member;
    return UseKind::Escape;
  }
  return UseKind::Escape;
}

/// The capture of lambda \p L whose initializer is \p Init, if any.
void captureUse(const LambdaExpr *L, const Expr *Init, UseInfo &Info) {
  for (auto [Capture, CaptureInit] :
       llvm::zip(L->captures(), L->capture_inits())) {
    if (CaptureInit != Init)
      continue;
    Info.Kind = UseKind::Capture;
    if (Capture.isExplicit())
      Info.ExplicitCapture = Capture.getLocation();
    return;
  }
}

/// A copy of the object: a by-copy capture, or a by-value serializer
/// parameter.
void copyUse(const CXXConstructExpr *CE, const Expr *Cur,
             const ParentWalk &Walk, const EntryPoints &Entries,
             UseInfo &Info) {
  if (CE->getNumArgs() != 1 || CE->getArg(0) != Cur)
    return;
  const Expr *Copy = CE;
  const Stmt *Q = Walk.valueParent(CE, &Copy);
  if (const auto *L = dyn_cast_or_null<LambdaExpr>(Q)) {
    captureUse(L, Copy, Info);
    return;
  }
  if (const auto *Call = dyn_cast_or_null<CallExpr>(Q))
    for (unsigned I = 0, N = Call->getNumArgs(); I < N; ++I)
      if (Call->getArg(I) == Copy && Entries.ofCall(Call) &&
          acceptsConstLvalue(Call, I, false, Entries))
        Info.Kind = UseKind::Serializer;
}

UseInfo classifyUse(const DeclRefExpr *Use, const ParentWalk &Walk,
                    const EntryPoints &Entries) {
  UseInfo Info;
  const Expr *Cur = Use;
  bool Address = false;
  for (int Guard = 0; Guard < 64; ++Guard) {
    const Stmt *P = Walk.parentStmt(Cur);
    if (!P)
      return Info;
    if (!passesThrough(Cur, P, Address)) {
      // A cast, ?: or operator that makes something else of the object.
      if (isa<ImplicitCastExpr, CXXStaticCastExpr, ConditionalOperator,
              UnaryOperator>(P))
        return Info;
      break;
    }
    Cur = cast<Expr>(P);
  }
  const Stmt *P = Walk.parentStmt(Cur);
  if (!P)
    return Info;
  if (const auto *Call = dyn_cast<CallExpr>(P)) {
    Info.Kind = argumentUse(Call, Cur, Address, Entries);
    return Info;
  }
  if (const auto *ME = dyn_cast<MemberExpr>(P)) {
    if (ME->getBase() == Cur && ME->isArrow() == Address)
      Info.Kind = UseKind::Member;
    return Info;
  }
  if (Address)
    return Info;
  if (const auto *L = dyn_cast<LambdaExpr>(P))
    captureUse(L, Cur, Info);
  else if (const auto *CE = dyn_cast<CXXConstructExpr>(P))
    copyUse(CE, Cur, Walk, Entries, Info);
  return Info;
}

/// Whether an object of class \p RD can be modified through its interface:
/// a public non-const member function, a public mutable data member, an
/// assignment operator (also in public bases). Unknown classes can.
bool mayBeModified(const CXXRecordDecl *RD, int Depth = 0) {
  if (!RD || Depth > 8)
    return true;
  RD = RD->getDefinition();
  if (!RD)
    return true;
  if (RD->needsImplicitCopyAssignment() || RD->needsImplicitMoveAssignment())
    return true;
  for (const CXXMethodDecl *M : RD->methods())
    if (!M->isStatic() && !M->isConst() && !M->isDeleted() &&
        M->getAccess() == AS_public &&
        !isa<CXXConstructorDecl, CXXDestructorDecl>(M))
      return true;
  for (const FieldDecl *F : RD->fields())
    if (F->getAccess() == AS_public &&
        (!F->getType().isConstQualified() || F->isMutable()))
      return true;
  for (const CXXBaseSpecifier &B : RD->bases())
    if (B.getAccessSpecifier() == AS_public &&
        mayBeModified(B.getType()->getAsCXXRecordDecl(), Depth + 1))
      return true;
  return false;
}

/// The parameter of \p FD that argument \p ArgIndex of \p Call binds to;
/// \p Ok is false when it is the object of a member operator.
const ParmVarDecl *parameterFor(const CallExpr *Call, const FunctionDecl *FD,
                                unsigned ArgIndex, bool &Ok) {
  Ok = true;
  if (isa<CXXOperatorCallExpr>(Call) && isa<CXXMethodDecl>(FD) &&
      !cast<CXXMethodDecl>(FD)->isStatic()) {
    if (ArgIndex == 0) {
      Ok = false;
      return nullptr;
    }
    --ArgIndex;
  }
  if (ArgIndex < FD->getNumParams())
    return FD->getParamDecl(ArgIndex);
  if (FD->getNumParams() > 0 &&
      FD->getParamDecl(FD->getNumParams() - 1)->isParameterPack())
    return FD->getParamDecl(FD->getNumParams() - 1);
  return nullptr;
}

/// Whether a parameter of type \p T accepts a const lvalue of class
/// \p Copied (or, with \p Address, a pointer to const).
bool acceptsConst(QualType T, bool Address, const CXXRecordDecl *Copied) {
  if (const auto *PET = T->getAs<PackExpansionType>())
    T = PET->getPattern();
  if (const auto *RRT = T->getAs<RValueReferenceType>()) {
    // A forwarding reference deduces a const lvalue reference.
    const QualType Pointee = RRT->getPointeeType();
    return !Pointee.hasQualifiers() && Pointee->getAs<TemplateTypeParmType>();
  }
  if (Address) {
    T = T.getNonReferenceType();
    return T->isPointerType() && T->getPointeeType().isConstQualified();
  }
  if (const auto *LRT = T->getAs<LValueReferenceType>())
    return LRT->getPointeeType().isConstQualified();
  // By value: a copy of a const object is as good as a copy of any other,
  // if there is a copy constructor.
  return !Copied || isCopyConstructible(Copied);
}

} // namespace

bool acceptsConstLvalue(const CallExpr *Call, unsigned ArgIndex, bool Address,
                        const EntryPoints &Entries) {
  const Expr *Arg = Call->getArg(ArgIndex);
  const CXXRecordDecl *Copied =
      Arg ? Arg->getType().getNonReferenceType()->getAsCXXRecordDecl()
          : nullptr;
  const auto Candidates = Entries.candidates(Call);
  if (Candidates.empty())
    return false;
  for (const FunctionDecl *FD : Candidates) {
    // A specialization's parameters as written in its template, where a
    // forwarding reference is still one.
    if (const FunctionTemplateDecl *Primary = FD->getPrimaryTemplate())
      FD = Primary->getTemplatedDecl();
    bool Ok = true;
    const ParmVarDecl *Param = parameterFor(Call, FD, ArgIndex, Ok);
    if (!Ok || !Param || !acceptsConst(Param->getType(), Address, Copied))
      return false;
  }
  return true;
}

bool isCopyConstructible(const CXXRecordDecl *RD) {
  if (!RD || !RD->hasDefinition())
    return false;
  RD = RD->getDefinition();
  if (RD->needsImplicitCopyConstructor())
    return !RD->defaultedCopyConstructorIsDeleted();
  for (const CXXConstructorDecl *Ctor : RD->ctors())
    if (Ctor->isCopyConstructor() && !Ctor->isDeleted() &&
        Ctor->getAccess() == AS_public)
      return true;
  return false;
}

LocalUses analyzeUses(const VarDecl *Var, const Stmt &Body,
                      const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
                      const ParentWalk &Walk, const EntryPoints &Entries) {
  LocalUses U;
  ASTContext &Ctx = Walk.context();
  // The mutation analysis asks clang's parent map for the whole translation
  // unit; only types that can be modified at all need it.
  const bool Modifiable =
      mayBeModified(Var->getType().getNonReferenceType()->getAsCXXRecordDecl());
  std::optional<ExprMutationAnalyzer> Analyzer;
  for (const DeclRefExpr *Use :
       utils::decl_ref_expr::allDeclRefExprs(*Var, Body, Ctx)) {
    if (Walk.isUnevaluated(Use, &Body))
      continue;
    // Stored, returned, or handed to code that may keep it; or used by a
    // lambda that may outlive the scope.
    const UseInfo Info = classifyUse(Use, Walk, Entries);
    U.Escapes = Info.Kind == UseKind::Escape;
    const UseFrequency F =
        U.Escapes ? UseFrequency() : useFrequency(Use, Stop, Body, Walk);
    U.Escapes = U.Escapes || F.Escapes;
    if (U.Escapes)
      return U;
    if (Info.Kind == UseKind::Serializer) {
      U.AnySerializer = true;
      U.AnyUseOnce = U.AnyUseOnce || !F.PerIteration;
    } else if (Info.Kind == UseKind::Member && !U.Mutation && Modifiable) {
      if (!Analyzer)
        Analyzer.emplace(Body, Ctx);
      U.Mutation = Analyzer->findMutation(Use);
    } else if (Info.Kind == UseKind::Capture &&
               Info.ExplicitCapture.isValid() &&
               U.ExplicitCapture.isInvalid()) {
      U.ExplicitCapture = Info.ExplicitCapture;
    }
  }
  return U;
}

} // namespace clang::tidy::json

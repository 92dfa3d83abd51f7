//===--- Descriptions.cpp - clang-tidy ------------------------------------===//
//
// Reading a description function: what it returns says what it describes
// (the builder it calls, or the descriptor it builds, by marker role), and
// the field entries it passes say how each member maps to JSON.
//
//===----------------------------------------------------------------------===//

#include "Contract.h"
#include "Markers.h"
#include "ModelUtils.h"
#include "TidyjsonModel.h"
#include "support/ASTUtils.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/StmtCXX.h"

namespace clang::tidy::json {

FastPathDeclaration readFastPathDeclaration(const CXXRecordDecl *RD,
                                            ASTContext &Ctx) {
  FastPathDeclaration Out;
  // An implicit instantiation may not have instantiated the initializer.
  auto Member = [&](StringRef Name) -> const VarDecl * {
    const auto *VD = findMember<VarDecl>(RD, Name, Ctx);
    if (VD && !VD->getInit())
      if (const VarDecl *Pattern = VD->getInstantiatedFromStaticDataMember())
        return Pattern;
    return VD;
  };
  if (const VarDecl *FP = Member(markers::FastPath)) {
    const Expr *Init = FP->getInit();
    Expr::EvalResult R;
    if (Init && !Init->isValueDependent() && Init->EvaluateAsRValue(R, Ctx) &&
        R.Val.isInt())
      Out.Served = R.Val.getInt().getBoolValue();
  }
  if (const VarDecl *B = Member(markers::FastPathBlocker))
    if (const Expr *Init = B->getInit())
      if (const auto *SL = dyn_cast<StringLiteral>(Init->IgnoreParenImpCasts()))
        Out.Blocker = SL->getString().str();
  return Out;
}

/// The type an expression builds, as written for a functional cast.
static QualType builtType(const Expr *E) {
  if (const auto *FC = dyn_cast<CXXFunctionalCastExpr>(E))
    return FC->getTypeAsWritten();
  return E->getType();
}

/// What a converter attribute writes: the return type of its own `to_json`
/// (a function pointer member), or of its converter class's.
static QualType attributeJsonType(const CXXRecordDecl *RD, ASTContext &Ctx) {
  if (const auto *F = findMember<FieldDecl>(RD, markers::ToJson, Ctx)) {
    const QualType Pointee = F->getType()->getPointeeType();
    if (const auto *FPT =
            Pointee.isNull() ? nullptr : Pointee->getAs<FunctionProtoType>())
      return FPT->getReturnType();
  }
  const QualType Conv = memberTypedef(RD, markers::ConverterMember, Ctx);
  return converterJsonType(Conv.isNull() ? nullptr : Conv->getAsCXXRecordDecl(),
                           Ctx);
}

/// The member a field entry's `&T::member` names. In a class template's
/// description, the member is found in the described type itself.
static void resolveMember(const Expr *Ptr, const CXXRecordDecl *Owner,
                          FieldUse &F, ASTContext &Ctx) {
  Ptr = stripArgument(Ptr);
  if (const auto *UO = dyn_cast<UnaryOperator>(Ptr))
    Ptr = stripArgument(UO->getSubExpr());
  if (const auto *DRE = dyn_cast<DeclRefExpr>(Ptr))
    F.Field = dyn_cast<FieldDecl>(DRE->getDecl());
  else if (const auto *DS = dyn_cast<DependentScopeDeclRefExpr>(Ptr))
    F.Name = DS->getDeclName().getAsString();
  if (F.Field)
    F.Name = F.Field->getName().str();
  if (Owner && Owner->hasDefinition() &&
      (!F.Field || F.Field->getParent()->isDependentContext())) {
    F.Field = nullptr;
    for (const NamedDecl *ND :
         Owner->getDefinition()->lookup(&Ctx.Idents.get(F.Name)))
      if (const auto *FDecl = dyn_cast<FieldDecl>(ND))
        F.Field = FDecl;
  }
  if (F.Field) {
    F.MemberType = F.Field->getType();
    F.Owner = dyn_cast<CXXRecordDecl>(F.Field->getParent());
  }
  F.JsonType = F.MemberType;
}

FieldUse TidyjsonModel::parseField(const CallExpr *Field,
                                   const CXXRecordDecl *Owner) {
  FieldUse F;
  F.Entry = Field;
  F.Owner = Owner;
  resolveMember(Field->getArg(0), Owner, F, *Ctx);
  for (unsigned I = 2; I < Field->getNumArgs(); ++I) {
    AttributeUse A;
    A.Written = Field->getArg(I);
    const QualType AT = builtType(stripArgument(A.Written));
    A.Record = AT.isNull() ? nullptr : AT->getAsCXXRecordDecl();
    A.FastPath = readFastPathDeclaration(A.Record, *Ctx);
    const std::optional<StringRef> Role =
        markerRole(A.Record, markers::Attribute);
    if (Role == markers::role::Skip)
      F.Skipped = true;
    if (Role == markers::role::Converter)
      if (const QualType J = attributeJsonType(A.Record, *Ctx); !J.isNull())
        F.JsonType = J;
    F.Attributes.push_back(A);
  }
  return F;
}

/// The role of the builder a description calls (markers::role).
static std::optional<StringRef> builderRole(const CallExpr *Call) {
  return markerRole(markedCallee(Call, markers::Describe), markers::Describe);
}

/// The fields of an object description: a derived one's base fields first,
/// then each field entry.
void TidyjsonModel::parseFields(const CallExpr *Call, Description &D) {
  if (builderRole(Call) == markers::role::Derived) {
    llvm::SmallVector<QualType, 2> Args = calleeTemplateTypes(Call);
    if (Args.size() >= 2)
      if (const Description *Base = describe(Args[1]))
        if (Base->Kind == DescriptionKind::Object)
          D.Fields = Base->Fields;
  }
  const CXXRecordDecl *Owner = D.Described->getAsCXXRecordDecl();
  for (const Expr *Arg : Call->arguments()) {
    const auto *Field = dyn_cast<CallExpr>(stripArgument(Arg));
    if (Field && Field->getNumArgs() >= 2 &&
        markedCallee(Field, markers::Field))
      D.Fields.push_back(parseField(Field, Owner));
  }
}

/// A polymorphic registration: its discriminator member and derived types,
/// and the fast-path support its descriptor declares.
static void parsePolymorphic(const CallExpr *Call, const FunctionDecl *FD,
                             Description &D, ASTContext &Ctx) {
  D.Kind = DescriptionKind::Polymorphic;
  if (Call->getNumArgs() > 0)
    if (const StringLiteral *Key = findString(Call->getArg(0)))
      D.Key = Key->getString().str();
  for (unsigned I = 1; I < Call->getNumArgs(); ++I) {
    const Expr *Arg = stripArgument(Call->getArg(I));
    DerivedEntry Entry;
    Entry.Type = templateTypeArg(Arg->getType(), 0);
    if (Entry.Type.isNull())
      Entry.Type = templateTypeArg(builtType(Arg), 0);
    if (const StringLiteral *SL = findString(Arg))
      Entry.Name = SL->getString().str();
    if (!Entry.Type.isNull())
      D.Derived.push_back(Entry);
  }
  D.FastPath =
      readFastPathDeclaration(FD->getReturnType()->getAsCXXRecordDecl(), Ctx);
  if (D.FastPath.Served && D.FastPath.Blocker.empty()) {
    // The pattern of a template registration, whose descriptor type is not
    // deduced yet.
    D.FastPath.Served = false;
    D.FastPath.Blocker = "polymorphism resolved at run time";
  }
}

std::unique_ptr<Description>
TidyjsonModel::parse(const FunctionDecl *FD, QualType T, bool Polymorphic) {
  const auto *Body =
      FD && FD->hasBody() ? dyn_cast<CompoundStmt>(FD->getBody()) : nullptr;
  if (!Body)
    return nullptr;
  const ReturnStmt *Ret = nullptr;
  for (const Stmt *S : Body->body())
    if (const auto *R = dyn_cast<ReturnStmt>(S))
      Ret = R;
  if (!Ret || !Ret->getRetValue())
    return nullptr;
  auto D = std::make_unique<Description>();
  D->Function = FD;
  D->Described = T;
  const Expr *E = stripArgument(Ret->getRetValue());
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const std::optional<StringRef> Role = builderRole(Call);
    if (Role == markers::role::Enum) {
      D->Kind = DescriptionKind::Enum;
      return D;
    }
    if (Role == markers::role::Polymorphic && Polymorphic) {
      parsePolymorphic(Call, FD, *D, *Ctx);
      return D;
    }
    if (Role == markers::role::Object || Role == markers::role::Derived) {
      D->Kind = DescriptionKind::Object;
      parseFields(Call, *D);
      return D;
    }
    return nullptr;
  }
  // TIDYJSON_CONVERTER returns a converter descriptor.
  const QualType RT = builtType(E);
  const CXXRecordDecl *RD = RT.isNull() ? nullptr : RT->getAsCXXRecordDecl();
  if (!hasMarkerRole(RD, markers::Describe, markers::role::Converter))
    return nullptr;
  D->Kind = DescriptionKind::Converter;
  const QualType Conv = memberTypedef(RD, markers::ConverterMember, *Ctx);
  D->ConverterJson = converterJsonType(
      Conv.isNull() ? nullptr : Conv->getAsCXXRecordDecl(), *Ctx);
  return D;
}

} // namespace clang::tidy::json
